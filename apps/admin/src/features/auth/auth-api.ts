import type {
  AdminSessionRequest,
  AdminSetupRequest,
  InviteAcceptRequest,
  InviteInfo,
  StaffMe,
} from '@storefront/contract';
import { api } from '~/lib/api-client';

export function signIn(body: AdminSessionRequest): Promise<StaffMe> {
  return api.post<StaffMe>('/session', body);
}

export function signOut(): Promise<void> {
  return api.delete('/session');
}

export function getSetupInfo(token: string, signal?: AbortSignal): Promise<{ storeName: string }> {
  return api.get(`/setup/${encodeURIComponent(token)}`, { signal });
}

export function completeSetup(body: AdminSetupRequest): Promise<StaffMe> {
  return api.post<StaffMe>('/setup', body);
}

export function getInvite(token: string, signal?: AbortSignal): Promise<InviteInfo> {
  return api.get<InviteInfo>(`/invites/${encodeURIComponent(token)}`, { signal });
}

export function acceptInvite(body: InviteAcceptRequest): Promise<StaffMe> {
  return api.post<StaffMe>('/invites/accept', body);
}
