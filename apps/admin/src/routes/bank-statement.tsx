import { guardedLoader, useAuthFailure } from '~/features/auth';
import { StatementMatching } from '~/features/bank-statements';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('payments', () => null);

export function Component() {
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Bank statement');
  return (
    <>
      <PageHeader
        title="Bank statement"
        description="Find the UPI payments of orders awaiting them in your bank statement, and confirm each."
      />
      <StatementMatching onAuthFailure={onAuthFailure} />
    </>
  );
}

export const ErrorBoundary = PageError;
