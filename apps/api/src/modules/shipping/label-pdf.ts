// Our own shipping label, for a parcel whose carrier makes none (the manual carrier): the AWB as
// a Code 128 barcode, where it goes, the cash to collect for cash on delivery, and where it
// comes back to. A4 (one label at the top of the page) or a 4×6 inch thermal label.
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { registerNotoSans } from '../../lib/pdf-fonts';

/** 4×6 inches in PDF points. */
const THERMAL: [number, number] = [288, 432];

export interface LabelFacts {
  awb: string;
  courier: string;
  orderId: string;
  to: {
    fullName: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    phone: string;
  };
  lines: { title: string; quantity: number }[];
  /** The cash the courier collects; null when paid already. */
  codPaise: number | null;
  returnTo: { name: string; address: string; phone: string };
}

const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;

/** The barcode as a PNG, for pdfkit to place. */
export function awbBarcode(awb: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: awb, scale: 3, height: 14, includetext: false });
}

export async function renderLabel(facts: LabelFacts, format: 'a4' | 'thermal'): Promise<Buffer> {
  const doc = new PDFDocument({ size: format === 'a4' ? 'A4' : THERMAL, margin: 18 });
  return renderLabels(doc, [facts], [await awbBarcode(facts.awb)]);
}

/** Several labels in one PDF (the packing table's): one per page. */
export async function renderLabelPages(
  labels: LabelFacts[],
  format: 'a4' | 'thermal',
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: format === 'a4' ? 'A4' : THERMAL,
    margin: 18,
    autoFirstPage: false,
  });
  const barcodes = await Promise.all(labels.map((label) => awbBarcode(label.awb)));
  if (labels.length === 0) doc.addPage();
  return renderLabels(doc, labels, barcodes, true);
}

function renderLabels(
  doc: PDFKit.PDFDocument,
  labels: LabelFacts[],
  barcodes: Buffer[],
  addPages = false,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerNotoSans(doc);
  labels.forEach((facts, index) => {
    if (addPages) doc.addPage();
    drawLabel(doc, facts, barcodes[index]!);
  });
  doc.end();
  return finished;
}

function drawLabel(doc: PDFKit.PDFDocument, facts: LabelFacts, barcode: Buffer) {
  const x = 18;
  // A label is 4 inches wide on A4 too: the courier's sticker size, cut from the top left.
  const width = THERMAL[0] - 36;
  let y = 18;
  doc.rect(x - 6, y - 6, width + 12, THERMAL[1] - 24).stroke();
  doc.font('bold').fontSize(12).text(facts.courier, x, y, { width });
  y = doc.y + 4;
  doc.image(barcode, x, y, { width, height: 56 });
  y += 60;
  doc.font('bold').fontSize(11).text(`AWB ${facts.awb}`, x, y, { width, align: 'center' });
  y = doc.y + 8;
  doc.font('regular').fontSize(8).text('DELIVER TO', x, y, { width });
  doc.font('bold').fontSize(11).text(facts.to.fullName, { width });
  doc
    .font('regular')
    .fontSize(10)
    .text(facts.to.address, { width })
    .text(`${facts.to.city}, ${facts.to.state} ${facts.to.postalCode}`, { width })
    .text(facts.to.phone, { width });
  y = doc.y + 8;
  doc
    .font('bold')
    .fontSize(14)
    .text(facts.codPaise === null ? 'PREPAID' : `COD: COLLECT ${rupees(facts.codPaise)}`, x, y, {
      width,
    });
  y = doc.y + 6;
  doc.font('regular').fontSize(8).text(`Order ${facts.orderId}`, x, y, { width });
  for (const line of facts.lines.slice(0, 6)) {
    doc.text(`${line.quantity} × ${line.title}`, { width });
  }
  if (facts.lines.length > 6) doc.text(`and ${facts.lines.length - 6} more`, { width });
  y = doc.y + 8;
  doc.font('regular').fontSize(8).text('IF UNDELIVERED, RETURN TO', x, y, { width });
  doc
    .font('regular')
    .fontSize(8)
    .text(facts.returnTo.name, { width })
    .text(facts.returnTo.address, { width })
    .text(facts.returnTo.phone, { width });
}
