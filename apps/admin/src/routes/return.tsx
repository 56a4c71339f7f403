import { data, useLoaderData, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getReturn, ReturnDetail } from '~/features/returns';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageError } from './page-error';

export const loader = guardedLoader('returns', ({ params, request }) => {
  const id = Number(params.id);
  // A hand-typed address that is no return number: the API's 404, without asking it.
  if (!/^\d{1,10}$/.test(params.id ?? '') || id < 1 || id > 2 ** 31 - 1) {
    throw data(null, { status: 404, statusText: 'No return has this number.' });
  }
  return getReturn(id, request.signal);
});

export function Component() {
  const found = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle(`Return #${found.id}`);
  return (
    <ReturnDetail found={found} onChanged={() => void revalidate()} onAuthFailure={onAuthFailure} />
  );
}

export const ErrorBoundary = PageError;
