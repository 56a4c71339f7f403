export { FailedMailAlert } from './components/failed-mail-alert';
export { MailList } from './components/mail-list';
export { listMail, retryMail } from './mail-api';
export { mailListQuery, readMailFilters } from './mail-filters';
