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
  /** The one answer to POST /users/forgot-password, whether or not the e-mail has an account. */
  resetRequested:
    'If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.',
  resetLinkInvalid:
    'This password reset link is invalid, has expired or was already used. Please ask for a new one.',
  currentPasswordWrong: 'Your current password is incorrect',
  newPasswordSame: 'Your new password must be different from the current one',
} as const;

/** An e-mail address as people type it: trimmed and lowercased (shoppers and staff alike). */
export const emailAddressSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: userMessages.email }).max(EMAIL_MAX_LENGTH, userMessages.emailTooLong));

const name = (tooShort: string, tooLong: string) =>
  text().trim().min(NAME_MIN_LENGTH, tooShort).max(NAME_MAX_LENGTH, tooLong);

/** A shopper's new password: registration, reset and change follow the same rules. */
export const shopperPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, userMessages.password)
  .max(PASSWORD_MAX_LENGTH, userMessages.passwordTooLong);

/** POST /users/register */
export const registerRequestSchema = z.object({
  email: emailAddressSchema,
  password: shopperPasswordSchema,
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

/** POST /users/forgot-password: answered 202 with the same body whether or not the account exists. */
export const forgotPasswordRequestSchema = z.object({ email: emailAddressSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = z.object({ message: text() });

/** The link's token (32 random bytes, base64url); one not issued is answered resetLinkInvalid. */
export const passwordResetTokenSchema = text().min(1, 'is required').max(200);

/** POST /users/reset-password → 204; 400 for a bad, used, superseded or expired token. */
export const resetPasswordRequestSchema = z.object({
  token: passwordResetTokenSchema,
  password: shopperPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset form: the new password twice; the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({ password: shopperPasswordSchema, confirmPassword: text() })
  .refine((form) => form.password === form.confirmPassword, {
    message: userMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST /users/change-password (signed in) → 204; every other session of the account ends. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: text().min(1, 'is required').max(1024),
    newPassword: shopperPasswordSchema,
  })
  .refine((change) => change.currentPassword !== change.newPassword, {
    message: userMessages.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The account page's form: the request plus a confirmation shown on its own field. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: text().min(1, 'Please enter your current password').max(1024),
    newPassword: shopperPasswordSchema,
    confirmPassword: text(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: userMessages.passwordsDiffer,
    path: ['confirmPassword'],
  })
  .refine((form) => form.currentPassword !== form.newPassword, {
    message: userMessages.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
