import type { RegisterRequest } from '@storefront/contract';

/** Spec section 5's basic check: non-space characters, an at sign, a dot part. */
const BASIC_EMAIL = /^\S+@\S+\.\S+$/;

/**
 * The request for POST /users/register from a filled-in form: the e-mail trimmed and lowercased,
 * the confirmation left out. Null when the e-mail fails the spec's basic check, in which case
 * nothing may be sent. (The form's schema already refuses such addresses; this keeps the rule
 * with the request it guards, whoever builds one.)
 */
export function toRegisterRequest(form: RegisterRequest): RegisterRequest | null {
  const email = form.email.trim().toLowerCase();
  if (!BASIC_EMAIL.test(email)) return null;
  return { email, password: form.password, firstName: form.firstName, lastName: form.lastName };
}
