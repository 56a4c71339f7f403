export { SubscriberList } from './components/subscriber-list';
export {
  readSubscriberFilters,
  subscriberExportQuery,
  subscriberListQuery,
} from './subscriber-filters';
export { exportSubscribers, listSubscribers } from './subscribers-api';
