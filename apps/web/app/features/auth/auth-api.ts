import {
  type AccountInfo,
  type ChangePasswordRequest,
  forgotPasswordResponseSchema,
  type RegisterRequest,
  type ResetPasswordRequest,
  tokenResponseSchema,
  userMessages,
} from '@storefront/contract';
import { ApiError } from '~/lib/api-client';
import { writeAuthToken } from '~/lib/auth-token';
import { browserApi } from '~/lib/browser-api';
import { parseAccountInfo } from './account-info';
import { authMessages } from './auth-messages';

/** POST /users/authorize, then keeps the token: from now on every API call carries it. */
export async function signIn(
  credentials: { email: string; password: string },
  { rememberMe }: { rememberMe: boolean },
): Promise<void> {
  const answer = tokenResponseSchema.safeParse(
    await browserApi().post<unknown>('/users/authorize', credentials),
  );
  if (!answer.success || !answer.data.token) throw new Error(authMessages.tokenMissing);
  writeAuthToken(answer.data.token, { rememberMe });
}

/** POST /users/register. The answer is not used (spec section 7): the shopper signs in next. */
export async function registerAccount(request: RegisterRequest): Promise<void> {
  await browserApi().post('/users/register', request);
}

/** GET /accountInfo with the stored token. */
export async function fetchAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return parseAccountInfo(await browserApi().get<unknown>('/accountInfo', { signal }));
}

/**
 * POST /users/logout: ends the session on the server. True when the session is gone there,
 * which a 401 also means (it had already expired or been revoked). Never throws; removing the
 * token from this browser is the caller's part and happens whatever this answers.
 */
export async function endServerSession(): Promise<boolean> {
  try {
    await browserApi().post('/users/logout');
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
  }
}

/**
 * POST /users/forgot-password. Answers the server's message, which is the same whether or not
 * the address has an account.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = forgotPasswordResponseSchema.safeParse(
    await browserApi().post<unknown>('/users/forgot-password', { email }),
  );
  return (answer.success && answer.data.message) || userMessages.resetRequested;
}

/** POST /users/reset-password with the link's token. It signs nobody in: no token is kept. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await browserApi().post('/users/reset-password', request);
}

/** POST /users/change-password with the stored token; the server ends the account's other sessions. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await browserApi().post('/users/change-password', request);
}
