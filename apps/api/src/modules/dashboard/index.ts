// What other parts of the API may use of the dashboard module (architecture.md: modules meet
// only through their index.ts).
export { dashboardRoutes } from './routes';
