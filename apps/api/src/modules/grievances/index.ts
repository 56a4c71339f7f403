// What other parts of the API may use of the grievances module (architecture.md: modules meet
// only through their index.ts).
export { adminGrievanceRoutes } from './admin-routes';
export { grievanceRoutes } from './routes';
export { countGrievancesNeedingAttention, createGrievanceService } from './service';
