import { data } from 'react-router';
import { parseSearchQuery, SearchPage, searchStatus } from '~/features/search';
import { loadSearch } from '~/features/search/index.server';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/search';

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseSearchQuery(new URL(request.url).searchParams);
  const outcome = await loadSearch(request, query);
  return data({ query, outcome }, { status: searchStatus(outcome) });
}

/** The query in the title; result pages are kept out of search engines (decision 0019). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.query.problem ? '' : (loaderData?.query.q ?? '');
  return [
    { title: pageTitle(q ? `Search: “${q}”` : 'Search', matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage query={loaderData.query} outcome={loaderData.outcome} />;
}
