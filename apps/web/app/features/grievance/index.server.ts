export { grievanceAction } from './grievance.server';
