// Background work (architecture.md, src/jobs): the runner, the jobs it runs and the back office's
// routes that follow them.
export { JOB_ACCESS } from './access';
export { catalogueImportJob, type CatalogueImportInput } from './catalogue-import';
export { invoiceExportJob, type InvoiceExportInput } from './invoice-export';
export { LOW_STOCK_DIGEST_MAX, lowStockDigestJob } from './low-stock-digest';
export { GATEWAY_REFUNDS_JOB, gatewayRefundsJob } from './gateway-refunds';
export { mailJob, mailRetentionJob } from './mail';
export { paymentHoldsJob } from './payment-holds';
export { type RecurringJob } from './recurring';
export { PAYMENT_RECONCILIATION_JOB, paymentReconciliationJob } from './payment-reconciliation';
export {
  PAYMENT_WEBHOOK_RETENTION_JOB,
  paymentWebhookRetentionJob,
} from './payment-webhook-retention';
export { paymentWebhookJob } from './payment-webhook';
export { razorpaySandboxWebhookJob } from './razorpay-sandbox-webhook';
export { SHIPMENT_TRACKING_JOB, shipmentTrackingJob } from './shipment-tracking';
export { shiprocketSandboxJourneyJob } from './shiprocket-sandbox-journey';
export { adminJobRoutes } from './routes';
export { type StatementMatchInput, statementMatchJob } from './statement-match';
export {
  createJobRunner,
  dailyJobKey,
  type EnqueueJob,
  indiaDay,
  type JobContext,
  type JobDefinition,
  JobFailure,
  type JobRunner,
} from './runner';
export { createJobService, type JobService, toJob } from './service';
