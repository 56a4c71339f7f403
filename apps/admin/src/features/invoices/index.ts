export { InvoiceList } from './components/invoice-list';
export { listInvoices } from './invoices-api';
export { readInvoiceFilters } from './invoice-filters';
