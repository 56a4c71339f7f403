// What the storefront's form actions share (the grievance, contact and newsletter forms, posted
// to this server with or without JavaScript, checked with the contract's schemas, then sent to
// the API): reading the posted values, and turning a refusal into messages under the fields.
import { ApiError } from './api-client';

/** The form's fields as strings ("" for a missing one). */
export function valuesOf<F extends string>(
  form: FormData,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(
    fields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<F, string>;
}

/** Each field's first message, from the schema's issues or from the API's 400 ("contact: …; …"). */
export function fieldErrorsOf<F extends string>(
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

/** The issues of an API 400's message ("email: Please enter…; name: …"). */
export const apiIssues = (message: string) =>
  message.split('; ').flatMap((part) => {
    const match = /^(\w+): (.+)$/.exec(part);
    return match ? [{ path: [match[1]!], message: match[2]! }] : [];
  });

/** The status to answer a failed call with, and what to tell the person. */
export function failure(error: unknown, fallback: string): { status: number; message: string } {
  if (!(error instanceof ApiError)) throw error;
  // Too many attempts: the API's message says how long to wait.
  if (error.status === 429 && error.serverMessage) {
    return { status: 429, message: error.serverMessage };
  }
  return { status: error.status === 0 ? 503 : 502, message: fallback };
}

/**
 * A refused API call as the form shows it: a 400's messages under the fields they name (or above
 * the form when it names none), anything else above the form.
 */
export function refusal<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { status: number; fieldErrors: Partial<Record<F, string>>; formError: string | null } {
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
    const fieldErrors = fieldErrorsOf(apiIssues(error.serverMessage), fields);
    const named = Object.keys(fieldErrors).length > 0;
    return { status: 400, fieldErrors, formError: named ? null : error.serverMessage };
  }
  const { status, message } = failure(error, fallback);
  return { status, fieldErrors: {}, formError: message };
}
