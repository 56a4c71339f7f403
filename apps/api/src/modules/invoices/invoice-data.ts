export type { InvoiceData, InvoiceLine } from '../../db/stored-shapes';
