import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '~/features/newsletter';
import { unsubscribeAction } from '~/features/newsletter/index.server';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/unsubscribe';

export async function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Unsubscribe', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function Unsubscribe() {
  const [searchParams] = useSearchParams();
  return <UnsubscribePage token={searchParams.get('token')?.trim().slice(0, 100) ?? ''} />;
}
