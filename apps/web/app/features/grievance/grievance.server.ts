import {
  type GrievanceCreated,
  grievanceLookupFormSchema,
  grievanceRequestSchema,
  type GrievanceStatusAnswer,
} from '@storefront/contract';
import { data, type RouterContextProvider } from 'react-router';
import { type ApiClient, ApiError } from '~/lib/api-client';
import { forwardedFor, serverApi } from '~/lib/api.server';
import { failure, fieldErrorsOf, refusal, valuesOf } from '~/lib/form-action.server';
import {
  FILING_FIELDS,
  type GrievanceActionResult,
  grievancePageMessages,
  LOOKUP_FIELDS,
} from './grievance-result';

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Call = { api: ApiClient; headers: Record<string, string> };

async function fileGrievance(form: FormData, { api, headers }: Call) {
  const values = valuesOf(form, FILING_FIELDS);
  const refused = (status: number, fieldErrors = {}, formError: string | null = null) =>
    data<GrievanceActionResult>(
      { intent: 'file', ok: false, values, fieldErrors, formError },
      { status },
    );
  const parsed = grievanceRequestSchema.safeParse(values);
  if (!parsed.success) return refused(400, fieldErrorsOf(parsed.error.issues, FILING_FIELDS));
  try {
    const { ticket } = await api.post<GrievanceCreated>('/grievances', parsed.data, { headers });
    const { contact } = parsed.data;
    return data<GrievanceActionResult>(
      { intent: 'file', ok: true, ticket, contact, emailed: contact.includes('@') },
      { status: 201 },
    );
  } catch (error) {
    const { status, fieldErrors, formError } = refusal(
      error,
      FILING_FIELDS,
      grievancePageMessages.failed,
    );
    return refused(status, fieldErrors, formError);
  }
}

async function lookUpGrievance(form: FormData, { api, headers }: Call) {
  const values = valuesOf(form, LOOKUP_FIELDS);
  const refused = (status: number, fieldErrors = {}, formError: string | null = null) =>
    data<GrievanceActionResult>(
      { intent: 'lookup', ok: false, values, fieldErrors, formError },
      { status },
    );
  const parsed = grievanceLookupFormSchema.safeParse(values);
  if (!parsed.success) return refused(400, fieldErrorsOf(parsed.error.issues, LOOKUP_FIELDS));
  const { ticket, contact } = parsed.data;
  try {
    const grievance = await api.get<GrievanceStatusAnswer>(
      `/grievances/${encodeURIComponent(ticket)}`,
      { query: { contact }, headers },
    );
    return data<GrievanceActionResult>({ intent: 'lookup', ok: true, grievance, contact });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return refused(404, {}, grievancePageMessages.notFound);
    }
    const { status, message } = failure(error, grievancePageMessages.lookupFailed);
    return refused(status, {}, message);
  }
}

/**
 * The Grievance Redressal page's two forms, posted to this server with or without JavaScript:
 * filing a complaint, and looking one up. Checked with the contract's schemas, then sent to the
 * API on the visitor's behalf, naming their address so that its limits count them.
 */
export async function grievanceAction({ request, context }: ActionArgs) {
  const form = await request.formData();
  const call = { api: serverApi(request), headers: forwardedFor(context) };
  switch (form.get('intent')) {
    case 'file':
      return fileGrievance(form, call);
    case 'lookup':
      return lookUpGrievance(form, call);
    default:
      throw data(grievancePageMessages.unknownForm, { status: 400 });
  }
}
