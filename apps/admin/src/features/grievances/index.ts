export { GrievanceDetail } from './components/grievance-detail';
export { GrievanceList } from './components/grievance-list';
export { grievanceFilters } from './grievance-filters';
export { getGrievance, listGrievances } from './grievances-api';
