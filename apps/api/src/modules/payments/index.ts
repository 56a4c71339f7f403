export { type PaymentGateway, RefundFailedError, RefundNotSupportedError } from './gateway';
export { paymentRoutes } from './routes';
export {
  confirmUpiPayment,
  createPaymentService,
  type PaymentConfig,
  type PaymentService,
} from './service';
