export { FailedMailAlert } from './components/failed-mail-alert';
export { MailList } from './components/mail-list';
export { listMail, retryMail } from './mail-api';
export { mailFilters } from './mail-filters';
