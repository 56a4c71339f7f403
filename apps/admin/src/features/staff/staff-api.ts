import {
  ADMIN_PAGE_SIZE,
  type SecuritySettings,
  type StaffInviteRequest,
  type StaffList,
  type StaffMember,
  type StaffUpdateRequest,
} from '@storefront/contract';
import { api } from '~/lib/api-client';

export function listStaff(page: number, signal?: AbortSignal): Promise<StaffList> {
  return api.get<StaffList>('/staff', { query: { page, limit: ADMIN_PAGE_SIZE }, signal });
}

export function inviteStaff(body: StaffInviteRequest): Promise<{ inviteUrl: string }> {
  return api.post('/staff', body);
}

export function updateStaff(id: number, body: StaffUpdateRequest): Promise<StaffMember> {
  return api.patch<StaffMember>(`/staff/${id}`, body);
}

export function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return api.get<SecuritySettings>('/security', { signal });
}

export function saveSecuritySettings(body: SecuritySettings): Promise<SecuritySettings> {
  return api.put<SecuritySettings>('/security', body);
}

/** The staff page's data: one page of staff and the store's sign-in rules. */
export async function loadStaffPage(page: number, signal?: AbortSignal) {
  const [staff, security] = await Promise.all([
    listStaff(page, signal),
    getSecuritySettings(signal),
  ]);
  return { staff, security };
}
