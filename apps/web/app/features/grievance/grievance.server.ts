import {
  type GrievanceCreated,
  grievanceLookupFormSchema,
  grievanceRequestSchema,
  type GrievanceStatusAnswer,
} from '@storefront/contract';
import { data, type RouterContextProvider } from 'react-router';
import { type ApiClient, ApiError } from '~/lib/api-client';
import { forwardedFor, serverApi } from '~/lib/api.server';
import {
  FILING_FIELDS,
  type GrievanceActionResult,
  grievancePageMessages,
  LOOKUP_FIELDS,
} from './grievance-result';

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Call = { api: ApiClient; headers: Record<string, string> };

/** The form's fields as strings ("" for a missing one). */
function valuesOf<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(
    fields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<F, string>;
}

/** Each field's first message, from the schema's issues or from the API's 400 ("contact: …; …"). */
function fieldErrorsOf<F extends string>(
  issues: { path: PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const { path, message } of issues) {
    const field = path[0] as F;
    if (fields.includes(field)) errors[field] ??= message;
  }
  return errors;
}

const apiIssues = (message: string) =>
  message.split('; ').flatMap((part) => {
    const match = /^(\w+): (.+)$/.exec(part);
    return match ? [{ path: [match[1]!], message: match[2]! }] : [];
  });

/** The status to answer a failed call with, and what to tell the person. */
function failure(error: unknown, fallback: string): { status: number; message: string } {
  if (!(error instanceof ApiError)) throw error;
  // Too many attempts: the API's message says how long to wait.
  if (error.status === 429 && error.serverMessage) {
    return { status: 429, message: error.serverMessage };
  }
  return { status: error.status === 0 ? 503 : 502, message: fallback };
}

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
    if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
      const fieldErrors = fieldErrorsOf(apiIssues(error.serverMessage), FILING_FIELDS);
      const named = Object.keys(fieldErrors).length > 0;
      return refused(400, fieldErrors, named ? null : error.serverMessage);
    }
    const { status, message } = failure(error, grievancePageMessages.failed);
    return refused(status, {}, message);
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
