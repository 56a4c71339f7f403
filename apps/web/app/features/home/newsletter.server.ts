import { newsletterRequestSchema } from '@storefront/contract';
import { data, type RouterContextProvider } from 'react-router';
import { forwardedFor, serverApi } from '~/lib/api.server';
import { refusal, valuesOf } from '~/lib/form-action.server';
import { type NewsletterActionResult, newsletterMessages } from './newsletter-result';

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The home page's newsletter form, posted with or without JavaScript: checked with the
 * contract's schema, then sent to the API (POST /newsletter), which keeps the address with the
 * consent shown beside the form and mails it a confirmation.
 */
export async function newsletterAction({ request, context }: ActionArgs) {
  const { email } = valuesOf(await request.formData(), ['email'] as const);
  const refused = (status: number, error: string) =>
    data<NewsletterActionResult>({ ok: false, email, error, status }, { status });
  const parsed = newsletterRequestSchema.safeParse({ email });
  if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
  try {
    await serverApi(request).post('/newsletter', parsed.data, { headers: forwardedFor(context) });
    return data<NewsletterActionResult>({ ok: true }, { status: 201 });
  } catch (error) {
    const { status, fieldErrors, formError } = refusal(error, ['email'], newsletterMessages.failed);
    return refused(status, fieldErrors.email ?? formError ?? newsletterMessages.failed);
  }
}
