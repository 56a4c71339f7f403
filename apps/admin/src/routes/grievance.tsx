import { useLoaderData, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getGrievance, GrievanceDetail } from '~/features/grievances';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageError } from './page-error';

export const loader = guardedLoader('grievances', ({ params, request }) =>
  getGrievance(params.ticket ?? '', request.signal),
);

export function Component() {
  const grievance = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle(`Grievance ${grievance.ticket}`);
  return (
    <GrievanceDetail
      grievance={grievance}
      onChanged={() => void revalidate()}
      onAuthFailure={onAuthFailure}
    />
  );
}

export const ErrorBoundary = PageError;
