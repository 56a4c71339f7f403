import type { PasswordChangeRequest, StaffMe, TotpEnrolment } from '@storefront/contract';
import { api, isUnauthorized } from '~/lib/api-client';

export function changePassword(body: PasswordChangeRequest): Promise<StaffMe> {
  return api.post<StaffMe>('/account/password', body);
}

export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return api.post<TotpEnrolment>('/account/totp');
}

export function confirmTotp(code: string): Promise<{ recoveryCodes: string[] }> {
  return api.post('/account/totp/confirm', { code });
}

export function disableTotp(password: string): Promise<void> {
  return api.delete('/account/totp', { password });
}

/**
 * Whether a 401 from a request that checks the password again (changing it, turning two-factor
 * off) was about the password rather than the session: the contract does not say which status a
 * wrong password gets, so the session is asked.
 */
export async function isWrongPassword(error: unknown): Promise<boolean> {
  if (!isUnauthorized(error)) return false;
  try {
    await api.get('/session');
    return true;
  } catch {
    return false;
  }
}
