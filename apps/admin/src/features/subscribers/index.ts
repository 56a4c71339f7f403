export { SubscriberList } from './components/subscriber-list';
export { subscriberFilters } from './subscriber-filters';
export { exportSubscribers, listSubscribers } from './subscribers-api';
