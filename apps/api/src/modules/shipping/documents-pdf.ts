// The packing table's printouts (issue 39): the pick list (what to take from the shelves, summed
// by SKU) and a packing slip per order, as one PDF each. Labels are label-pdf.ts's.
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
