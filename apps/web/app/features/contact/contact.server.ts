import { type ContactReceived, contactRequestSchema } from '@storefront/contract';
import { data, type RouterContextProvider } from 'react-router';
import { forwardedFor, serverApi } from '~/lib/api.server';
import { fieldErrorsOf, refusal, valuesOf } from '~/lib/form-action.server';
import { CONTACT_FIELDS, type ContactActionResult, contactPageMessages } from './contact-result';

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The contact form, posted to this server with or without JavaScript: checked with the
 * contract's schema, then sent to the API (POST /contact) on the visitor's behalf, naming their
 * address so that its limits count them.
 */
export async function contactAction({ request, context }: ActionArgs) {
  const values = valuesOf(await request.formData(), CONTACT_FIELDS);
  const refused = (status: number, fieldErrors = {}, formError: string | null = null) =>
    data<ContactActionResult>({ ok: false, values, fieldErrors, formError }, { status });
  const parsed = contactRequestSchema.safeParse(values);
  if (!parsed.success) return refused(400, fieldErrorsOf(parsed.error.issues, CONTACT_FIELDS));
  try {
    await serverApi(request).post<ContactReceived>('/contact', parsed.data, {
      headers: forwardedFor(context),
    });
    return data<ContactActionResult>({ ok: true }, { status: 201 });
  } catch (error) {
    const { status, fieldErrors, formError } = refusal(
      error,
      CONTACT_FIELDS,
      contactPageMessages.failed,
    );
    return refused(status, fieldErrors, formError);
  }
}
