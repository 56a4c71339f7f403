import { z } from 'zod';
import { text } from './common';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';

/** Spec section 5's messages, shared by the web forms and the API. */
export const userMessages = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  email: 'Invalid email address',
  emailTooLong: `Email address must be at most ${EMAIL_MAX_LENGTH} characters`,
  password: 'Password must be at least 6 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
} as const;

/** An e-mail address as people type it: trimmed and lowercased (shoppers and staff alike). */
export const emailAddressSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: userMessages.email }).max(EMAIL_MAX_LENGTH, userMessages.emailTooLong));

const name = (tooShort: string, tooLong: string) =>
  text().trim().min(NAME_MIN_LENGTH, tooShort).max(NAME_MAX_LENGTH, tooLong);

/** POST /users/register */
export const registerRequestSchema = z.object({
  email: emailAddressSchema,
  password: text()
    .min(PASSWORD_MIN_LENGTH, userMessages.password)
    .max(PASSWORD_MAX_LENGTH, userMessages.passwordTooLong),
  firstName: name(userMessages.firstName, userMessages.firstNameTooLong),
  lastName: name(userMessages.lastName, userMessages.lastNameTooLong),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus a confirmation shown on its own field. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: text() })
  .refine((form) => form.password === form.confirmPassword, {
    message: userMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /users/authorize. Length rules are the form's; the API only bounds the input. */
export const authorizeRequestSchema = z.object({
  email: emailAddressSchema,
  password: text().min(1, 'is required').max(1024),
});
export type AuthorizeRequest = z.infer<typeof authorizeRequestSchema>;

/** The sign-in form (spec section 3: email, password, rememberMe). */
export const loginFormSchema = z.object({
  email: emailAddressSchema,
  password: text().min(PASSWORD_MIN_LENGTH, userMessages.password),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const tokenResponseSchema = z.object({ token: text() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const accountInfoSchema = z.object({
  firstName: text(),
  lastName: text(),
  email: text(),
  createdAt: text(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** GET /accountInfo and POST /users/register answer the account inside a data wrapper. */
export const accountInfoResponseSchema = z.object({ data: accountInfoSchema });
export type AccountInfoResponse = z.infer<typeof accountInfoResponseSchema>;
