// What other parts of the API may use of the health module (architecture.md: modules meet
// only through their index.ts).
export { healthRoutes } from './routes';
