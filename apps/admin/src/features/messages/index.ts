export { MessageDetail } from './components/message-detail';
export { MessageList } from './components/message-list';
export { messageFilters } from './message-filters';
export { getMessage, listMessages } from './messages-api';
