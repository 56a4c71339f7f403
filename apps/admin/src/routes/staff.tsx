import { useCallback } from 'react';
import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { InviteStaffForm, loadStaffPage, SecurityForm, StaffTable } from '~/features/staff';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader, Section } from '~/ui/page-header';
import { useStaffMe } from './app-layout';
import { PageError } from './page-error';

export const loader = guardedLoader('staff', ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return loadStaffPage(Number.isInteger(page) && page > 0 ? page : 1, request.signal);
});

export function Component() {
  const { staff, security } = useLoaderData<typeof loader>();
  const me = useStaffMe();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  const reload = useCallback(() => void revalidate(), [revalidate]);
  useDocumentTitle('Staff');
  return (
    <>
      <PageHeader title="Staff" description="Who can sign in to the back office, and as what." />
      <div className="space-y-6">
        <Section title="Invite someone" id="invite">
          <InviteStaffForm onInvited={reload} onAuthFailure={onAuthFailure} />
        </Section>
        <Section title="Staff members" id="members">
          <StaffTable
            list={staff}
            meId={me.id}
            onChanged={reload}
            onAuthFailure={onAuthFailure}
            busy={navigation.state === 'loading' || undefined}
          />
        </Section>
        <Section title="Sign-in rules" id="security">
          <SecurityForm settings={security} onAuthFailure={onAuthFailure} />
        </Section>
      </div>
    </>
  );
}

export const ErrorBoundary = PageError;
