// The packing table's printouts (issue 39): the pick list (what to take from the shelves, summed
// by SKU), a packing slip per order, and the manifest (the courier's hand-over sheet), as one PDF
// each. Labels are label-pdf.ts's.
import PDFDocument from 'pdfkit';
import { registerNotoSans } from '../../lib/pdf-fonts';

export interface PickLine {
  sku: string | null;
  title: string;
  size: string | null;
  color: string | null;
  quantity: number;
}

export interface PackingSlip {
  orderId: string;
  to: {
    fullName: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    phone: string;
  };
  lines: { title: string; size: string | null; color: string | null; quantity: number }[];
  codPaise: number | null;
}

function pdf(format: 'a4' | 'thermal', draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: format === 'a4' ? 'A4' : [288, 432], margin: 24 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerNotoSans(doc);
  draw(doc);
  doc.end();
  return finished;
}

const variant = (line: { size: string | null; color: string | null }) =>
  [line.size, line.color].filter(Boolean).join(' / ');

/** Every line of the chosen orders summed by SKU (by title and variant where none), A→Z. */
export function renderPickList(
  lines: PickLine[],
  orderIds: string[],
  format: 'a4' | 'thermal',
): Promise<Buffer> {
  return pdf(format, (doc) => {
    doc.font('bold').fontSize(14).text('Pick list');
    doc
      .font('regular')
      .fontSize(8)
      .text(`Orders: ${orderIds.join(', ')}`);
    doc.moveDown();
    for (const line of lines) {
      doc
        .font('bold')
        .fontSize(10)
        .text(`${line.quantity} ×  ${line.sku ?? '—'}`, { continued: true })
        .font('regular')
        .text(`   ${line.title}${variant(line) ? ` (${variant(line)})` : ''}`);
    }
  });
}

/** A page per order: where it goes, what is in it, the cash to collect. */
export function renderPackingSlips(
  slips: PackingSlip[],
  format: 'a4' | 'thermal',
): Promise<Buffer> {
  return pdf(format, (doc) => {
    slips.forEach((slip, index) => {
      if (index > 0) doc.addPage();
      doc.font('bold').fontSize(14).text(`Packing slip — order ${slip.orderId}`);
      doc.moveDown(0.5);
      doc.font('bold').fontSize(10).text(slip.to.fullName);
      doc
        .font('regular')
        .fontSize(9)
        .text(slip.to.address)
        .text(`${slip.to.city}, ${slip.to.state} ${slip.to.postalCode}`)
        .text(slip.to.phone);
      doc.moveDown();
      for (const line of slip.lines) {
        doc.text(`${line.quantity} × ${line.title}${variant(line) ? ` (${variant(line)})` : ''}`);
      }
      doc.moveDown();
      doc
        .font('bold')
        .text(
          slip.codPaise === null
            ? 'Prepaid'
            : `Cash on delivery: ₹${(slip.codPaise / 100).toFixed(2)}`,
        );
    });
  });
}

/** One parcel on a manifest. */
export interface ManifestRow {
  awb: string;
  orderId: string;
  consignee: string;
  postalCode: string;
  weightGrams: number | null;
  /** The cash to collect; null when paid already. */
  codPaise: number | null;
}

const MANIFEST_COLUMNS: { title: string; width: number; cell: (row: ManifestRow) => string }[] = [
  { title: 'AWB', width: 110, cell: (row) => row.awb },
  { title: 'Order', width: 80, cell: (row) => row.orderId },
  { title: 'Consignee', width: 135, cell: (row) => row.consignee },
  { title: 'PIN', width: 50, cell: (row) => row.postalCode },
  {
    title: 'Weight',
    width: 55,
    cell: (row) => (row.weightGrams === null ? '—' : `${(row.weightGrams / 1000).toFixed(2)} kg`),
  },
  {
    title: 'COD',
    width: 65,
    cell: (row) => (row.codPaise === null ? 'Prepaid' : `₹${(row.codPaise / 100).toFixed(2)}`),
  },
];

/**
 * The manifest: the parcels handed to the courier, a row each (AWB, order, consignee, PIN,
 * weight, cash to collect), the count and the cash in all, and a line for the courier to sign.
 */
export function renderManifest(
  rows: ManifestRow[],
  heading: { courier: string; at: Date },
): Promise<Buffer> {
  return pdf('a4', (doc) => {
    doc.info.Title = 'Manifest';
    doc.font('bold').fontSize(14).text(`Manifest — ${heading.courier}`);
    doc
      .font('regular')
      .fontSize(8)
      .text(
        `${heading.at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} · ${rows.length} ${
          rows.length === 1 ? 'parcel' : 'parcels'
        }`,
      );
    doc.moveDown();
    const left = doc.page.margins.left;
    const line = (cells: string[], font: 'regular' | 'bold') => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
      const y = doc.y;
      let x = left;
      let bottom = y;
      doc.font(font).fontSize(9);
      cells.forEach((cell, index) => {
        const width = MANIFEST_COLUMNS[index]!.width;
        doc.text(cell, x, y, { width: width - 6 });
        bottom = Math.max(bottom, doc.y);
        x += width;
      });
      doc.x = left;
      doc.y = bottom + 4;
    };
    line(
      MANIFEST_COLUMNS.map((column) => column.title),
      'bold',
    );
    for (const row of rows)
      line(
        MANIFEST_COLUMNS.map((column) => column.cell(row)),
        'regular',
      );
    const cash = rows.reduce((sum, row) => sum + (row.codPaise ?? 0), 0);
    doc.moveDown();
    doc
      .font('bold')
      .fontSize(10)
      .text(
        `${rows.length} ${rows.length === 1 ? 'parcel' : 'parcels'}; cash to collect ₹${(cash / 100).toFixed(2)}`,
      );
    doc.moveDown(2);
    doc
      .font('regular')
      .fontSize(9)
      .text(
        'Handed over by: ____________________      Received by (courier): ____________________',
      );
  });
}
