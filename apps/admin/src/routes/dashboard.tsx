import { useLoaderData } from 'react-router';
import { guardedLoader } from '~/features/auth';
import { DashboardView, getDashboard } from '~/features/dashboard';
import { FailedMailAlert } from '~/features/mail';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('dashboard', ({ request }) => getDashboard(request.signal));

export function Component() {
  const data = useLoaderData<typeof loader>();
  useDocumentTitle('Dashboard');
  return (
    <>
      <PageHeader title="Dashboard" description="Days and times are India Standard Time." />
      <FailedMailAlert count={data.failedMail} />
      <DashboardView data={data} />
    </>
  );
}

export const ErrorBoundary = PageError;
