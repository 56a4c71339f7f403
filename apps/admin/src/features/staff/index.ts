export { InviteStaffForm } from './components/invite-staff-form';
export { SecurityForm } from './components/security-form';
export { StaffTable } from './components/staff-table';
export { loadStaffPage } from './staff-api';
