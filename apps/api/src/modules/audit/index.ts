export { type Actor, recordAudit, TERMINAL } from './service';
export { auditRoutes } from './routes';
