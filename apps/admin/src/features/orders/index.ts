export { OrderDetail } from './components/order-detail';
export { OrderList } from './components/order-list';
export { OrderStatusBadge } from './components/order-status-badge';
export { orderFilters } from './order-filters';
export { getOrder, listOrders } from './orders-api';
