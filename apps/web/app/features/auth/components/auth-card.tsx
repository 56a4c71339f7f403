import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStoreInfo } from '~/features/store';

export const authLinkClasses =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The frame of the sign-in, registration and password pages: a way home, the store, a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const store = useStoreInfo();
  const storeName = store?.storeName || store?.companyName;
  return (
    <div className="w-full max-w-md">
      <Link
        to="/"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">←</span> Back to Home
      </Link>
      <div className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {storeName ? <p className="text-sm font-semibold text-brand-700">{storeName}</p> : null}
        <h1 className="mt-1 text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
