export { adminOrderRoutes } from './admin-routes';
export {
  askedQuantities,
  returnableProducts,
  returnsOf,
  returnUntil,
  toOrderReturn,
} from './after-sale';
export { type AdminOrderService, createAdminOrderService, type StaffActor } from './admin-service';
export {
  checkRoleMayMoveTo,
  chooseCashOnDelivery,
  correctUtr,
  markPaid,
  type MoveDetails,
  receiveReturnedParcel,
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
  refundedPieces,
  refundStillPending,
  refundWithPayment,
  requestRefund,
  settleRefund,
} from './refunds';
export { orderRoutes } from './routes';
export { shipmentsOf } from './shipments';
export { createOrderService, ORDER_NOT_FOUND, type OrderService } from './service';
