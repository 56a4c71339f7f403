export type { InvoiceData } from './invoice-data';
export { renderInvoicePdf } from './invoice-pdf';
export { draftInvoice, type InvoiceDraft, issueInvoice } from './issue';
