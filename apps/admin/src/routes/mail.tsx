import { useCallback } from 'react';
import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { FailedMailAlert, listMail, MailList, mailFilters } from '~/features/mail';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('mail', ({ request }) =>
  listMail(mailFilters.query(mailFilters.read(new URL(request.url).searchParams)), request.signal),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  const reload = useCallback(() => void revalidate(), [revalidate]);
  useDocumentTitle('E-mails');
  return (
    <>
      <PageHeader
        title="E-mails"
        description="What the shop sent its customers, newest first. Times are India Standard Time."
      />
      <FailedMailAlert count={list.failedCount} />
      <MailList
        list={list}
        onChanged={reload}
        onAuthFailure={onAuthFailure}
        busy={navigation.state === 'loading'}
      />
    </>
  );
}

export const ErrorBoundary = PageError;
