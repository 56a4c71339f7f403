import { useLoaderData, useNavigation } from 'react-router';
import { guardedLoader } from '~/features/auth';
import { listMessages, MessageList, messageFilters } from '~/features/messages';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('messages', ({ request }) =>
  listMessages(
    messageFilters.query(messageFilters.read(new URL(request.url).searchParams)),
    request.signal,
  ),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useDocumentTitle('Messages');
  return (
    <>
      <PageHeader
        title="Messages"
        description={
          list.unread > 0
            ? `From the shop’s contact form: ${list.unread} unread, shown first.`
            : 'From the shop’s contact form. Times are India Standard Time.'
        }
      />
      <MessageList list={list} busy={navigation.state === 'loading'} />
    </>
  );
}

export const ErrorBoundary = PageError;
