import { NEWSLETTER_TOKEN_PATTERN, type NewsletterUnsubscribed } from '@storefront/contract';
import { data } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { failure } from '~/lib/form-action.server';
import { type UnsubscribeResult, unsubscribeMessages } from './unsubscribe-result';

/**
 * The unsubscribe page's form (posted by the page itself as it opens, or by its button without
 * JavaScript): the token of the e-mailed link is all it needs, no sign-in.
 */
export async function unsubscribeAction({ request }: { request: Request }) {
  const token = String((await request.formData()).get('token') ?? '').trim();
  const invalid = () =>
    data<UnsubscribeResult>(
      { ok: false, reason: 'invalid', message: unsubscribeMessages.invalid },
      { status: 404 },
    );
  if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return invalid();
  try {
    const { email } = await serverApi(request).post<NewsletterUnsubscribed>(
      `/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      {},
    );
    return data<UnsubscribeResult>({ ok: true, email });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return invalid();
    const { status, message } = failure(error, unsubscribeMessages.failed);
    return data<UnsubscribeResult>({ ok: false, reason: 'failed', message }, { status });
  }
}
