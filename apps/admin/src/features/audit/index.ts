export { listAudit } from './audit-api';
export { AuditTable } from './components/audit-table';
