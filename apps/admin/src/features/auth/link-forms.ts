import { adminSetupRequestSchema, inviteAcceptRequestSchema, text } from '@storefront/contract';

export const PASSWORDS_DIFFER = 'The two passwords do not match';

const matching = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;

/** The setup page's form: the contract's request, the token aside, the password typed twice. */
export const setupFormSchema = adminSetupRequestSchema
  .omit({ token: true })
  .extend({ confirmPassword: text() })
  .refine(matching, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });

/** The invitation page's form. */
export const inviteFormSchema = inviteAcceptRequestSchema
  .omit({ token: true })
  .extend({ confirmPassword: text() })
  .refine(matching, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
