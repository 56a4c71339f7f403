import { Link, useSearchParams } from 'react-router';
import { formatCount } from '~/lib/format';
import { mailFilters } from '../mail-filters';

export const FAILED_MAIL_PATH = '/mail?status=failed';

/**
 * The e-mails the shop gave up on (whatever the list shows): customers did not get them, so the
 * page says so first, with the way to the failed ones.
 */
export function FailedMailAlert({ count }: { count: number }) {
  const [searchParams] = useSearchParams();
  if (count <= 0) return null;
  const showingFailed = mailFilters.read(searchParams).status === 'failed';
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">
        {formatCount(count)} {count === 1 ? 'e-mail' : 'e-mails'} could not be sent.
      </p>
      <p className="mt-1 text-sm">
        The customers did not get {count === 1 ? 'it' : 'them'}. Read why, fix the cause (the mail
        server’s settings, say), then send {count === 1 ? 'it' : 'them'} again.
      </p>
      {showingFailed ? null : (
        <Link
          to={FAILED_MAIL_PATH}
          className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-red-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-red-800"
        >
          Show the failed e-mails
        </Link>
      )}
    </div>
  );
}
