export type { InvoiceData } from './invoice-data';
export { renderInvoicePdf } from './invoice-pdf';
export { draftInvoice, type InvoiceDraft, issueInvoice } from './issue';
export { adminInvoiceRoutes } from './admin-routes';
export { invoiceRoutes } from './routes';
export { createInvoiceService, type InvoiceService } from './service';
export { checkProductTax, checkTaxWith, loadTaxRules } from './tax-rules';
export {
  type CreditAsk,
  type OrderCreditNote,
  creditNotesOf,
  issueCreditNote,
  issueRefundCreditNote,
  toAdminCreditNote,
  toCreditNoteRef,
} from './credit-notes';
