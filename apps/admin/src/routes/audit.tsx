import { useLoaderData, useNavigation } from 'react-router';
import { listAudit, AuditTable } from '~/features/audit';
import { guardedLoader } from '~/features/auth';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('audit', ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return listAudit(Number.isInteger(page) && page > 0 ? page : 1, request.signal);
});

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useDocumentTitle('Audit log');
  return (
    <>
      <PageHeader title="Audit log" description="Every change staff made, newest first." />
      <AuditTable list={list} busy={navigation.state === 'loading'} />
    </>
  );
}

export const ErrorBoundary = PageError;
