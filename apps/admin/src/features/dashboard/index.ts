export { DashboardView } from './components/dashboard-view';
export { getDashboard } from './dashboard-api';
