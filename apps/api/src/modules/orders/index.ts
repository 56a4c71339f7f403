export { adminOrderRoutes } from './admin-routes';
export { type AdminOrderService, createAdminOrderService, type StaffActor } from './admin-service';
export {
  checkRoleMayMoveTo,
  chooseCashOnDelivery,
  correctUtr,
  markPaid,
  type MoveDetails,
  type OrderActor,
  recordOrderEvent,
  recordPaymentAttempt,
  recordPaymentFailure,
  transition,
} from './lifecycle';
export { newOrderId } from './order-id';
export {
  claimGatewayRefunds,
  refundAttemptFailed,
  refundByGatewayReference,
  refundStillPending,
  refundWithPayment,
  settleRefund,
} from './refunds';
export { orderRoutes } from './routes';
export { createOrderService, ORDER_NOT_FOUND, type OrderService } from './service';
