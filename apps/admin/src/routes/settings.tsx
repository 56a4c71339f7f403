import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getStoreSettings, SettingsForm } from '~/features/settings';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('settings', ({ request }) => getStoreSettings(request.signal));

export function Component() {
  const settings = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Settings');
  return (
    <>
      <PageHeader title="Settings" description="What the storefront shows about the shop." />
      <SettingsForm settings={settings} onAuthFailure={onAuthFailure} />
    </>
  );
}

export const ErrorBoundary = PageError;
