export { type PaymentGateway, RefundFailedError, RefundNotSupportedError } from './gateway';
export { paymentRoutes } from './routes';
export {
  checkUtr,
  confirmUpiPayment,
  createPaymentService,
  type PaymentConfig,
  type PaymentService,
} from './service';
