export { GrievancePage } from './components/grievance-page';
