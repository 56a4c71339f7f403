export { MyOrders } from './components/my-orders';
export { OrderSuccess } from './components/order-success';
export { TrackOrder } from './components/track-order';
export { isOrderId } from './order-view';
