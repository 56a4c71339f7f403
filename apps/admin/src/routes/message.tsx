import { useLoaderData, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getMessage, MessageDetail } from '~/features/messages';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageError } from './page-error';

export const loader = guardedLoader('messages', ({ params, request }) =>
  getMessage(Number(params.id), request.signal),
);

export function Component() {
  const message = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle(`Message: ${message.subject}`);
  return (
    <MessageDetail
      message={message}
      onChanged={() => void revalidate()}
      onAuthFailure={onAuthFailure}
    />
  );
}

export const ErrorBoundary = PageError;
