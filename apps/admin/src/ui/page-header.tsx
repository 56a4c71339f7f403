import type { ReactNode } from 'react';

/**
 * The page's one h1. It takes focus after each in-app navigation (tabIndex -1), so a screen
 * reader announces the new page and keyboard users start from its top.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1
          tabIndex={-1}
          data-page-title
          className="text-2xl font-bold break-words text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {description ? <div className="mt-1 text-sm text-slate-700">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A titled block of a page: its heading is an h2 under the page's h1. */
export function Section({
  title,
  description,
  children,
  actions,
  className = '',
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm text-slate-700">{description}</div> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
