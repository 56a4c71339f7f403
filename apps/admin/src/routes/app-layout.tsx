import type { StaffMe } from '@storefront/contract';
import {
  type LoaderFunctionArgs,
  Outlet,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { ENROL_PATH, navItemsFor, requireSession, roleLabel, useSignOut } from '~/features/auth';
import { errorMessage } from '~/lib/api-client';
import { useDocumentTitle } from '~/lib/use-document-title';
import { LayoutShell } from '~/ui/layout-shell';
import { ErrorState } from '~/ui/states';

export const APP_ROUTE_ID = 'app';

export function appLoader({ request }: LoaderFunctionArgs) {
  return requireSession(request);
}

/** The signed-in staff member, for pages inside the layout. */
export function useStaffMe(): StaffMe {
  const me = useRouteLoaderData<typeof appLoader>(APP_ROUTE_ID);
  if (!me) throw new Error('useStaffMe is for pages inside the signed-in layout');
  return me;
}

/** Every signed-in page: the shell, its navigation by role, and sign-out. */
export function AppLayout() {
  const me = useLoaderData<typeof appLoader>();
  const navigation = useNavigation();
  const { signOut, signingOut } = useSignOut();
  // Until two-factor is set up the API answers nothing else: only the account page is offered.
  const navItems = me.mustEnrolTotp
    ? navItemsFor(me.role).filter((item) => item.to === ENROL_PATH)
    : navItemsFor(me.role);
  return (
    <LayoutShell
      storeName={me.storeName}
      userEmail={me.email}
      userRole={roleLabel(me.role)}
      navItems={navItems}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
      busy={navigation.state === 'loading'}
    >
      <Outlet />
    </LayoutShell>
  );
}

/** The session could not be checked (the API is down, say): no shell to show yet. */
export function AppError() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  useDocumentTitle('Error');
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-4 text-2xl font-bold">Back office</h1>
      <ErrorState
        title="Could not reach the shop's server"
        message={errorMessage(error)}
        onRetry={() => void revalidate()}
      />
    </main>
  );
}
