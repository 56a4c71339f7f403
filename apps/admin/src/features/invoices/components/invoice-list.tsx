import {
  type InvoiceExportFormat,
  type InvoiceExportJob,
  type InvoiceList as InvoicePage,
  type InvoiceSummary,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { JobProgress } from '~/features/jobs';
import { formatDate, formatRupees } from '~/lib/format';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { DownloadButton } from '~/ui/download-button';
import { Field } from '~/ui/field';
import { Section } from '~/ui/page-header';
import { EmptyState } from '~/ui/states';
import { currentMonth, formatMonth } from '../invoice-filters';
import { exportInvoices } from '../invoices-api';

const column = createColumnHelper<InvoiceSummary>();

const columns = [
  column.accessor('number', {
    header: 'Invoice',
    cell: (info) => <span className="font-mono font-semibold">{info.getValue()}</span>,
    meta: { primary: true },
  }),
  column.accessor('issuedAt', {
    header: 'Date',
    cell: (info) => <time dateTime={info.getValue()}>{formatDate(info.getValue())}</time>,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('orderId', {
    header: 'Order',
    cell: (info) => (
      <Link
        to={`/orders/${encodeURIComponent(info.getValue())}`}
        className="inline-flex min-h-10 items-center font-mono text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('buyerName', { header: 'Buyer' }),
  column.accessor('placeOfSupply', { header: 'Place of supply' }),
  column.accessor('taxableValue', {
    header: 'Taxable value',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.display({
    id: 'tax',
    header: 'Tax',
    cell: ({ row }) => <TaxCell invoice={row.original} />,
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.accessor('total', {
    header: 'Total',
    cell: (info) => <span className="font-semibold">{formatRupees(info.getValue())}</span>,
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
];

/** The invoice's tax: CGST + SGST within the shop's state, IGST across states. */
function TaxCell({ invoice }: { invoice: InvoiceSummary }) {
  const { cgst, sgst, igst } = invoice;
  const parts =
    igst > 0 || cgst + sgst === 0
      ? [`IGST ${formatRupees(igst)}`]
      : [`CGST ${formatRupees(cgst)}`, `SGST ${formatRupees(sgst)}`];
  return (
    <span>
      <span className="block font-medium">{formatRupees(cgst + sgst + igst)}</span>
      <span className="block text-xs text-slate-700">{parts.join(' + ')}</span>
    </span>
  );
}

const EXPORTS: { format: InvoiceExportFormat; label: string; about: string }[] = [
  {
    format: 'lines',
    label: 'Invoice lines',
    about: 'One row per line of every invoice: HSN, rate, taxable value, CGST, SGST, IGST.',
  },
  {
    format: 'b2cs',
    label: 'GSTR-1 B2CS',
    about: 'Table 7 of GSTR-1: taxable value by place of supply and rate, net of credit notes.',
  },
  {
    format: 'b2cl',
    label: 'GSTR-1 B2CL',
    about: 'Table 5 of GSTR-1: inter-state invoices over ₹1,00,000, one row per invoice and rate.',
  },
  {
    format: 'cdnur',
    label: 'GSTR-1 CDNUR',
    about:
      'Table 9B of GSTR-1: credit notes issued to unregistered buyers against B2C large invoices.',
  },
  {
    format: 'hsn',
    label: 'GSTR-1 HSN summary',
    about: 'Table 12 of GSTR-1: quantity, taxable value and tax by HSN code and rate.',
  },
  {
    format: 'docs',
    label: 'GSTR-1 documents issued',
    about: 'Table 13 of GSTR-1: the invoice and credit note series, with counts and cancellations.',
  },
];

/**
 * A month's tax invoices: the month picker, the accountant's CSV exports of that month, and the
 * invoices themselves, newest first, paged by the API.
 */
export function InvoiceList({
  month,
  list,
  busy = false,
  onMonthChange,
  onAuthFailure,
}: {
  month: string;
  list: InvoicePage;
  busy?: boolean;
  onMonthChange: (month: string) => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const monthName = formatMonth(month);
  const [exporting, setExporting] = useState<InvoiceExportJob | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = String(new FormData(event.currentTarget).get('month') ?? '').trim();
    if (picked) onMonthChange(picked);
  }

  return (
    <>
      <form
        key={month}
        aria-label="Choose the month"
        onSubmit={submit}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <Field
          label="Month"
          name="month"
          type="month"
          defaultValue={month}
          max={currentMonth()}
          hint="Invoices are dated when their orders ship (India time)."
          className="w-60"
        />
        <Button type="submit" className="mb-7">
          Show invoices
        </Button>
      </form>

      <Section
        title={`Export ${monthName} for the accountant`}
        id="invoice-exports"
        className="mb-6"
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {EXPORTS.map(({ format, label, about }) => (
            <li key={format} className="flex flex-col items-start gap-2">
              <DownloadButton
                download={() => exportInvoices(month, format, (job) => setExporting(job))}
                fileName={`invoices-${month}-${format}.csv`}
                onAuthFailure={onAuthFailure}
              >
                Export CSV: {label}
              </DownloadButton>
              <p className="text-sm text-slate-700">{about}</p>
            </li>
          ))}
        </ul>
        {exporting ? (
          <div className="mt-4">
            <JobProgress job={exporting} label={`Exporting ${monthName}`} />
          </div>
        ) : null}
      </Section>

      <DataTable
        caption={`Tax invoices of ${monthName}, newest first`}
        columns={columns}
        data={list.data}
        getRowId={(invoice) => invoice.number}
        pagination={list.pagination}
        noun={['invoice', 'invoices']}
        busy={busy}
        empty={
          <EmptyState title={`No invoices in ${monthName}`}>
            <p>A tax invoice is issued when an order ships.</p>
          </EmptyState>
        }
      />
    </>
  );
}
