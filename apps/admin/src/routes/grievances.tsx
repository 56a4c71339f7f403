import { useLoaderData, useNavigation } from 'react-router';
import { guardedLoader } from '~/features/auth';
import { grievanceFilters, GrievanceList, listGrievances } from '~/features/grievances';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('grievances', ({ request }) =>
  listGrievances(
    grievanceFilters.query(grievanceFilters.read(new URL(request.url).searchParams)),
    request.signal,
  ),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useDocumentTitle('Grievances');
  return (
    <>
      <PageHeader
        title="Grievances"
        description="Complaints to the grievance officer, the nearest deadline first."
      />
      <GrievanceList list={list} busy={navigation.state === 'loading'} />
    </>
  );
}

export const ErrorBoundary = PageError;
