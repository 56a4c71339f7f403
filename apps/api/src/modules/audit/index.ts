export { type Actor, recordAudit, TERMINAL } from './service';
