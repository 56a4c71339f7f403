import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import {
  exportSubscribers,
  listSubscribers,
  SubscriberList,
  subscriberFilters,
} from '~/features/subscribers';
import { useDocumentTitle } from '~/lib/use-document-title';
import { DownloadButton } from '~/ui/download-button';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('subscribers', ({ request }) =>
  listSubscribers(
    subscriberFilters.query(subscriberFilters.read(new URL(request.url).searchParams)),
    request.signal,
  ),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Subscribers');
  const filters = subscriberFilters.read(searchParams);
  return (
    <>
      <PageHeader
        title="Newsletter subscribers"
        description={`${list.subscribed.toLocaleString('en-IN')} subscribed now. Each kept with the consent they gave and when (Digital Personal Data Protection Act, 2023).`}
        actions={
          <DownloadButton
            download={() => exportSubscribers(subscriberFilters.filterQuery(filters))}
            fileName="newsletter-subscribers.csv"
            onAuthFailure={onAuthFailure}
          >
            Export CSV
          </DownloadButton>
        }
      />
      <SubscriberList list={list} busy={navigation.state === 'loading'} />
    </>
  );
}

export const ErrorBoundary = PageError;
