import type { ReactNode } from 'react';
import { useDocumentTitle } from '~/lib/use-document-title';

/** The frame of the signed-out pages: one <main> with a card. */
export function AuthCard({
  title,
  pageTitle = title,
  intro,
  children,
}: {
  title: string;
  pageTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(pageTitle);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Back office</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-sm text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
