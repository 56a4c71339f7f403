export {
  type PaymentGateway,
  RefundFailedError,
  RefundNotSupportedError,
  RefundUnreachableError,
} from './gateway';
export { paymentRoutes } from './routes';
export {
  RAZORPAY_SANDBOX_WEBHOOK_JOB,
  type RazorpaySandbox,
  type SandboxWebhookDelivery,
} from './gateways/razorpay-sandbox/sandbox';
export {
  confirmUpiPayment,
  createPaymentService,
  PAYMENT_WEBHOOK_JOB,
  type PaymentConfig,
  type PaymentService,
} from './service';
