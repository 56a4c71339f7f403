import type { InviteInfo } from '@storefront/contract';
import { ApiError } from '~/lib/api-client';
import { getInvite, getSetupInfo } from './auth-api';

export type LinkCheck<T> =
  { status: 'valid'; token: string; info: T } | { status: 'invalid'; message: string };

export const LINK_INVALID_MESSAGE = 'This link has expired or was already used. Ask for a new one.';

async function check<T>(
  request: Request,
  fetchInfo: (token: string, signal: AbortSignal) => Promise<T>,
): Promise<LinkCheck<T>> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { status: 'invalid', message: 'This link is incomplete: it has no token.' };
  try {
    return { status: 'valid', token, info: await fetchInfo(token, request.signal) };
  } catch (error) {
    // 404 is the API's answer for a used, expired or unknown link; 400 for a malformed token.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { status: 'invalid', message: LINK_INVALID_MESSAGE };
    }
    throw error;
  }
}

/** The setup page's loader: is the link in ?token= still good, and for which store. */
export function checkSetupLink(request: Request): Promise<LinkCheck<{ storeName: string }>> {
  return check(request, getSetupInfo);
}

/** The invitation page's loader: is the link still good, and whom does it invite. */
export function checkInviteLink(request: Request): Promise<LinkCheck<InviteInfo>> {
  return check(request, getInvite);
}
