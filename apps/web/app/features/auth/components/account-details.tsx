import type { AccountInfo } from '@storefront/contract';
import { Link } from 'react-router';
import { Button, buttonClasses } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { formatMemberSince } from '../account-info';
import { accountLoadErrorMessage } from '../auth-messages';
import { useAccountInfo } from '../use-account-info';
import { useSignOut } from '../use-sign-out';
import { ChangePasswordForm } from './change-password-form';

/**
 * The account page (spec section 2): loading skeleton, the account, or why it failed; then the
 * Change Password section.
 */
export function AccountDetails() {
  const accountInfo = useAccountInfo();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Account Details</h1>
      <section
        aria-label="Your account"
        aria-busy={accountInfo.status === 'loading'}
        className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {accountInfo.status === 'loading' ? (
          <AccountSkeleton />
        ) : accountInfo.status === 'failed' ? (
          <div>
            <p className="text-red-700">{accountLoadErrorMessage(accountInfo.error)}</p>
            <Button variant="outline" className="mt-4" onClick={accountInfo.reload}>
              Try Again
            </Button>
          </div>
        ) : (
          <AccountFields account={accountInfo.value} />
        )}
      </section>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/orders" className={buttonClasses('primary', 'md')}>
          View My Orders
        </Link>
        <Link to="/" className={buttonClasses('outline', 'md')}>
          Return to Home
        </Link>
        <Button
          variant="outline"
          className="sm:ml-auto"
          disabled={isSigningOut}
          onClick={() => void signOut()}
        >
          {isSigningOut ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
      <ChangePasswordForm />
    </div>
  );
}

function AccountFields({ account }: { account: AccountInfo }) {
  const rows: [string, string][] = [
    ['First Name', account.firstName],
    ['Last Name', account.lastName],
    ['Email', account.email],
    ['Member Since', formatMemberSince(account.createdAt)],
  ];
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{term}</dt>
          <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AccountSkeleton() {
  return (
    <div>
      <span className="sr-only">Loading your account…</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid gap-2 py-3 sm:grid-cols-3 sm:gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-5 w-48 sm:col-span-2" />
        </div>
      ))}
    </div>
  );
}
