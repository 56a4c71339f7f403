import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { isNotForRole, NotForRolePage } from '~/features/auth';
import { ApiError, errorMessage } from '~/lib/api-client';
import { useDocumentTitle } from '~/lib/use-document-title';
import { buttonClasses } from '~/ui/button';
import { PageHeader } from '~/ui/page-header';
import { ErrorState } from '~/ui/states';

/**
 * A page whose data did not load: what went wrong, and a way to try again; a page the role may
 * not open says whose it is.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isNotForRole(error.data)) {
    return <NotForRolePage {...error.data.notForRole} />;
  }
  return <LoadError error={error} />;
}

function LoadError({ error }: { error: unknown }) {
  const { revalidate, state } = useRevalidator();
  const status =
    error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  const notFound = status === 404;
  const forbidden = status === 403;
  const title = notFound ? 'Not found' : forbidden ? 'Not allowed' : 'Could not load this page';
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <ErrorState
        title={
          notFound
            ? 'There is nothing at this address.'
            : forbidden
              ? 'Your role cannot open this page.'
              : 'Something went wrong while loading.'
        }
        message={isRouteErrorResponse(error) ? error.statusText : errorMessage(error)}
        onRetry={notFound || forbidden ? undefined : () => void revalidate()}
      >
        <Link to="/" className={buttonClasses('ghost', 'sm')}>
          Go to the start page
        </Link>
      </ErrorState>
      {state === 'loading' ? <p className="sr-only">Trying again…</p> : null}
    </>
  );
}
