import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getShippingSettings, ShippingSettingsForm } from '~/features/shipping';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('settings', ({ request }) =>
  getShippingSettings(request.signal),
);

export function Component() {
  const settings = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Shipping');
  return (
    <>
      <PageHeader
        title="Shipping"
        description="Where the shop delivers, in how many days and at what charge."
      />
      <ShippingSettingsForm settings={settings} onAuthFailure={onAuthFailure} />
    </>
  );
}

export const ErrorBoundary = PageError;
