import type { StaffMe } from '@storefront/contract';
import { useNavigate, useRevalidator } from 'react-router';
import { PasswordForm, TwoFactorPanel } from '~/features/account';
import {
  guardedLoader,
  homePathFor,
  refreshSession,
  roleLabel,
  setSession,
  useAuthFailure,
} from '~/features/auth';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader, Section } from '~/ui/page-header';
import { useStaffMe } from './app-layout';
import { PageError } from './page-error';

// Nothing to fetch beyond the session; the guard still sends a signed-out visitor to sign in.
export const loader = guardedLoader('account', () => null);

export function Component() {
  const me = useStaffMe();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Account');

  async function sessionChanged(updated?: StaffMe) {
    const wasBlocked = me.mustEnrolTotp;
    const next = updated ?? (await refreshSession());
    setSession(next);
    if (wasBlocked && !next.mustEnrolTotp) await navigate(homePathFor(next.role));
    else await revalidate();
  }

  return (
    <>
      <PageHeader
        title="Account"
        description={
          <>
            Signed in as <strong>{me.email}</strong> ({roleLabel(me.role)}).
          </>
        }
      />
      <div className="space-y-6">
        <Section title="Two-factor sign-in" id="two-factor">
          <TwoFactorPanel
            me={me}
            onChanged={() => void sessionChanged()}
            onAuthFailure={onAuthFailure}
          />
        </Section>
        {me.mustEnrolTotp ? null : (
          <Section title="Password" id="password">
            <PasswordForm
              email={me.email}
              onChanged={(updated) => void sessionChanged(updated)}
              onAuthFailure={onAuthFailure}
            />
          </Section>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = PageError;
