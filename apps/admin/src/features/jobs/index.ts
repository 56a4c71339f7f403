export { JobProgress, progressText } from './components/job-progress';
export { followJob, getJob, isFinished, jobError, listJobs } from './jobs-api';
