export { CreditNoteList } from './components/credit-note-list';
export { ReturnDetail } from './components/return-detail';
export { ReturnList } from './components/return-list';
export { ReturnStatusBadge } from './components/return-status-badge';
export { returnFilters } from './return-rules';
export { getReturn, listReturns } from './returns-api';
