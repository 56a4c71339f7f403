import type { ReactNode } from 'react';

/** A term and its value in a detail page's <dl> (an order's customer, a grievance's sender). */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-1.5">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A mailto:, tel: or page link in a Detail: 40 px to tap, and a long address wraps. */
export const detailLinkClasses =
  'inline-flex min-h-10 items-center break-all text-brand-800 underline underline-offset-2';
