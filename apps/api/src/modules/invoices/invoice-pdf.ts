import { SERVICE_UNIT } from '@storefront/contract';
import PDFDocument from 'pdfkit';
import { registerNotoSans } from '../../lib/pdf-fonts';
import type { CreditNoteData } from '../../db/stored-shapes';
import type { InvoiceData, InvoiceLine } from './invoice-data';

const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "01-Apr-2026", the day in IST. */
export function invoiceDate(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const day = String(ist.getUTCDate()).padStart(2, '0');
  return `${day}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** "1,20,000.50": Indian digit grouping, two decimals. */
export const money = (paise: number) => rupeeFormat.format(paise / 100);
const percent = (rate: number) => `${rate}%`;
/**
 * CGST and SGST are each half the GST rate, at their own rate ("9%" of an 18% line), as rule 46
 * of the CGST Rules asks an invoice to state each tax's rate and amount.
 */
const halfRate = (rate: number) => rate / 2;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine, index: number) => string;
}

/** "Description of goods", "… and services" once a service (the cash-on-delivery fee) is billed. */
const descriptionTitle = (data: InvoiceData) =>
  data.lines.some((line) => line.unit === SERVICE_UNIT)
    ? 'Description of goods and services'
    : 'Description of goods';

/** What the order's offers took off a line: 0 on a document issued before offers (issue 40). */
const discountOf = (line: InvoiceLine) => line.discountPaise ?? 0;
/** The line before its discount: what the shopper would have paid without the offers. */
const grossOf = (line: InvoiceLine) => line.amountPaise + discountOf(line);

function columns(data: InvoiceData): Column[] {
  // Each tax with its own rate: CGST 9% and SGST 9% within the state, IGST 18% across states.
  const tax: Column[] = data.intraState
    ? [
        {
          title: 'CGST rate',
          width: 28,
          align: 'right',
          cell: (line) => percent(halfRate(line.ratePercent)),
        },
        { title: 'CGST', width: 46, align: 'right', cell: (line) => money(line.cgstPaise) },
        {
          title: 'SGST rate',
          width: 28,
          align: 'right',
          cell: (line) => percent(halfRate(line.ratePercent)),
        },
        { title: 'SGST', width: 46, align: 'right', cell: (line) => money(line.sgstPaise) },
      ]
    : [
        {
          title: 'IGST rate',
          width: 30,
          align: 'right',
          cell: (line) => percent(line.ratePercent),
        },
        { title: 'IGST', width: 56, align: 'right', cell: (line) => money(line.igstPaise) },
      ];
  // Rule 46 of the CGST Rules: the value of each line, its discount, and the taxable value after
  // it. The quantity carries its unit (UQC) and the unit price sits under the description, so
  // the figures keep their room on A4.
  const fixed: Column[] = [
    { title: '#', width: 12, align: 'right', cell: (_line, index) => String(index + 1) },
    { title: 'HSN/SAC', width: 44, align: 'left', cell: (line) => line.hsn },
    {
      title: 'Qty',
      width: 32,
      align: 'right',
      cell: (line) => `${line.quantity} ${line.unit}`,
    },
    {
      title: 'Gross amount',
      width: 56,
      align: 'right',
      cell: (line) => money(grossOf(line)),
    },
    { title: 'Discount', width: 46, align: 'right', cell: (line) => money(discountOf(line)) },
    { title: 'Taxable value', width: 56, align: 'right', cell: (line) => money(line.taxablePaise) },
    ...tax,
    { title: 'Total', width: 58, align: 'right', cell: (line) => money(line.amountPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const description: Column = {
    title: descriptionTitle(data),
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (line) =>
      // A service's one unit is its amount; pieces credited by value alone have no unit price.
      line.quantity > 0 && line.unit !== SERVICE_UNIT
        ? `${line.description}\n₹${money(line.unitPricePaise)} each`
        : line.description,
  };
  return [fixed[0]!, description, ...fixed.slice(1)];
}

/** A credit note is drawn as its invoice is, titled and labelled as a credit note. */
const creditNoteOf = (data: InvoiceData): CreditNoteData | null =>
  'invoice' in data && 'reason' in data ? (data as CreditNoteData) : null;

/** The words that differ between a tax invoice and a credit note. */
function wordsOf(data: InvoiceData) {
  const note = creditNoteOf(data);
  return note
    ? {
        title: 'Credit note',
        heading: 'CREDIT NOTE',
        subtitle: 'क्रेडिट नोट · Original for recipient',
        number: 'Credit note number',
        date: 'Credit note date',
        total: 'Credit note total',
        footer:
          'This is a computer-generated credit note and needs no signature. It reduces the tax invoice named above.',
      }
    : {
        title: 'Tax invoice',
        heading: 'TAX INVOICE',
        subtitle: 'कर बीजक · Original for recipient',
        number: 'Invoice number',
        date: 'Invoice date',
        total: 'Invoice total',
        footer:
          'This is a computer-generated invoice and needs no signature. Keep it for your warranty and returns.',
      };
}

/**
 * The tax invoice, or a credit note (decision 0030), as an A4 PDF, from the document as issued alone. The same invoice gives the
 * same bytes every time (its creation date is the issue date, and pdfkit's file id derives from
 * it), so the e-mail's attachment is the same on every retry.
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${wordsOf(data).title} ${data.number}`,
      Author: data.supplier.legalName,
      Subject: `${wordsOf(data).title} ${data.number} for order ${data.orderId}`,
      CreationDate: new Date(data.issuedAt),
      ModDate: new Date(data.issuedAt),
    },
    lang: 'en-IN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerNotoSans(doc);
  draw(doc, data);
  doc.end();
  return finished;
}

/**
 * The tax by rate, highest first: "CGST @ 9%" and "SGST @ 9%" for the 18% lines within the state,
 * "IGST @ 18%" across states.
 */
function taxByRate(data: InvoiceData): [string, string][] {
  const rates = [...new Set(data.lines.map((line) => line.ratePercent))].sort((a, b) => b - a);
  return rates.flatMap((rate): [string, string][] => {
    const lines = data.lines.filter((line) => line.ratePercent === rate);
    const sum = (pick: (line: InvoiceLine) => number) =>
      `₹${money(lines.reduce((total, line) => total + pick(line), 0))}`;
    return data.intraState
      ? [
          [`CGST @ ${percent(halfRate(rate))}`, sum((line) => line.cgstPaise)],
          [`SGST @ ${percent(halfRate(rate))}`, sum((line) => line.sgstPaise)],
        ]
      : [[`IGST @ ${percent(rate)}`, sum((line) => line.igstPaise)]];
  });
}

function draw(doc: PDFKit.PDFDocument, data: InvoiceData) {
  const left = MARGIN;
  const words = wordsOf(data);
  const note = creditNoteOf(data);

  // Title.
  doc.fillColor(INK).font('bold').fontSize(16).text(words.heading, left, MARGIN);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(words.subtitle);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(data.number, left, MARGIN + 2, { width: CONTENT_WIDTH, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .text(`${words.date}: ${invoiceDate(data.issuedAt)}`, { width: CONTENT_WIDTH, align: 'right' });
  let y = MARGIN + 44;
  rule(doc, y);
  y += 8;

  // Supplier and invoice details, side by side.
  const half = CONTENT_WIDTH / 2 - 8;
  const supplier = data.supplier;
  const supplierLines = [
    supplier.tradeName !== supplier.legalName ? `Trading as ${supplier.tradeName}` : null,
    supplier.address,
    `GSTIN: ${supplier.gstin}`,
    `State: ${supplier.state.name} (code ${supplier.state.code})`,
    `${supplier.email} · ${supplier.phone}`,
  ].filter((line): line is string => line !== null);
  const supplierBottom = block(doc, left, y, half, 'Supplier', supplier.legalName, supplierLines);
  const detailsBottom = pairs(doc, left + half + 16, y, half, [
    [words.number, data.number],
    [words.date, invoiceDate(data.issuedAt)],
    ...(note
      ? ([
          ['Against invoice', `${note.invoice.number} dated ${invoiceDate(note.invoice.issuedAt)}`],
        ] as [string, string][])
      : []),
    ['Order number', data.orderId],
    ['Order date', invoiceDate(data.orderedAt)],
    ['Place of supply', `${data.placeOfSupply.code}-${data.placeOfSupply.name}`],
    ['Reverse charge', 'No'],
  ]);
  y = Math.max(supplierBottom, detailsBottom) + 10;

  // Buyer: the order's one address is both billing and delivery address.
  const buyer = data.buyer;
  const buyerBottom = block(doc, left, y, CONTENT_WIDTH, 'Billed and shipped to', buyer.name, [
    `${buyer.address}, ${buyer.city} ${buyer.postalCode}`,
    `State: ${buyer.state.name} (code ${buyer.state.code}) · Phone: ${buyer.phone}`,
    'The billing address is the delivery address.',
  ]);
  y = buyerBottom + 12;
  if (note) {
    doc.font('bold').fontSize(9).fillColor(INK).text('Reason', left, y, { width: CONTENT_WIDTH });
    doc.font('regular').text(note.reason, { width: CONTENT_WIDTH });
    y = doc.y + 10;
  }

  // Lines.
  const table = columns(data);
  y = tableHeader(doc, table, y);
  data.lines.forEach((line, index) => {
    doc.font('regular').fontSize(8);
    const height =
      Math.max(...table.map((column) => cellHeight(doc, column.cell(line, index), column))) + 6;
    if (y + height > A4.height - MARGIN - 120) {
      doc.addPage();
      y = tableHeader(doc, table, MARGIN);
    }
    let x = left;
    for (const column of table) {
      doc.fillColor(INK).text(column.cell(line, index), x + 2, y + 3, {
        width: column.width - 4,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
    rule(doc, y, 0.5);
  });

  // Totals.
  const totals = data.totals;
  const discountPaise = data.lines.reduce((sum, line) => sum + discountOf(line), 0);
  doc.font('bold').fontSize(8.5).fillColor(INK);
  let x = left;
  const totalCells: Record<string, string> = {
    [descriptionTitle(data)]: 'Total',
    Qty: String(totals.quantity),
    'Gross amount': money(totals.amountPaise + discountPaise),
    Discount: money(discountPaise),
    'Taxable value': money(totals.taxablePaise),
    CGST: money(totals.cgstPaise),
    SGST: money(totals.sgstPaise),
    IGST: money(totals.igstPaise),
    Total: money(totals.amountPaise),
  };
  for (const column of table) {
    const value = totalCells[column.title];
    if (value) doc.text(value, x + 2, y + 4, { width: column.width - 4, align: column.align });
    x += column.width;
  }
  y += 18;
  rule(doc, y);
  y += 8;

  const summary: [string, string][] = [
    ...(discountPaise > 0
      ? ([
          ['Gross amount', `₹${money(totals.amountPaise + discountPaise)}`],
          ['Discount', `−₹${money(discountPaise)}`],
        ] as [string, string][])
      : []),
    ['Taxable value', `₹${money(totals.taxablePaise)}`],
    ...taxByRate(data),
    ['Total tax', `₹${money(totals.taxPaise)}`],
    [words.total, `₹${money(totals.amountPaise)}`],
  ];
  const summaryBottom = pairs(
    doc,
    left + CONTENT_WIDTH / 2 + 16,
    y,
    CONTENT_WIDTH / 2 - 16,
    summary,
  );
  doc.font('bold').fontSize(9).fillColor(INK).text('Amount in words', left, y, { width: half });
  doc.font('regular').fontSize(9).text(data.amountInWords, { width: half });
  doc.moveDown(0.6);
  doc.text('Tax is not payable on reverse charge.', { width: half });
  doc.text(
    discountPaise > 0
      ? 'Prices include GST; the taxable value is worked back from the price paid, after its discount.'
      : 'Prices include GST; the taxable value is worked back from the price paid.',
    { width: half },
  );
  y = Math.max(summaryBottom, doc.y) + 24;

  doc
    .font('bold')
    .fontSize(9)
    .text(`For ${supplier.legalName}`, left, y, { width: CONTENT_WIDTH, align: 'right' });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised signatory', { width: CONTENT_WIDTH, align: 'right' });
  doc.moveDown(1.5);
  doc.text(words.footer, left, doc.y, { width: CONTENT_WIDTH, align: 'center' });
}

function rule(doc: PDFKit.PDFDocument, y: number, width = 1) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(width)
    .strokeColor(RULE)
    .stroke();
}

/** A titled block: a small heading, a bold first line, then lines; answers its bottom. */
function block(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  heading: string,
  name: string,
  lines: string[],
): number {
  doc.font('regular').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  doc.font('bold').fontSize(10).fillColor(INK).text(name, { width });
  doc.font('regular').fontSize(9);
  for (const line of lines) doc.text(line, { width });
  return doc.y;
}

/** Label and value rows; answers their bottom. */
function pairs(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  rows: [string, string][],
): number {
  let top = y;
  for (const [label, value] of rows) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, top, { width: width / 2 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, x + width / 2, top, { width: width / 2, align: 'right' });
    top = Math.max(doc.y, top + 13);
  }
  return top;
}

function cellHeight(doc: PDFKit.PDFDocument, text: string, column: Column): number {
  return doc.heightOfString(text, { width: column.width - 4 });
}

function tableHeader(doc: PDFKit.PDFDocument, table: Column[], y: number): number {
  doc.font('bold').fontSize(7.5).fillColor(INK);
  const height =
    Math.max(
      ...table.map((column) => doc.heightOfString(column.title, { width: column.width - 4 })),
    ) + 8;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor('#f3f4f6').fill();
  let x = MARGIN;
  for (const column of table) {
    doc
      .fillColor(INK)
      .text(column.title, x + 2, y + 4, { width: column.width - 4, align: column.align });
    x += column.width;
  }
  return y + height;
}
