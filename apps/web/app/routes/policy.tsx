import { redirect } from 'react-router';
import { policySlug } from '~/features/policy';
import { policyPage } from '~/features/policy/index.server';
import { pageTitle } from '~/features/store';
import { loadStoreInfo } from '~/features/store/index.server';
import { publicApiBase } from '~/lib/api.server';
import type { Route } from './+types/policy';

export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = policySlug(params.policyType);
  // Spec section 2: reserved words and unknown slugs go to the 404 page.
  if (!slug) throw redirect('/404');
  return policyPage(slug, await loadStoreInfo(request), publicApiBase(request));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.title ?? null, matches) }];
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{loaderData.title}</h1>
      {/* Built-in text, or the store's HTML sanitised by the loader on the server. */}
      <div className="policy-content mt-6" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
