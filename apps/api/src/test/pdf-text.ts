// For tests: reads a PDF back with pdf.js (as a browser's viewer would) to check what it shows.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: number;
  /** Each page's size in points: [width, height]. */
  sizes: [number, number][];
  /** The text of every page, items joined by spaces. */
  text: string;
  title: string | null;
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const sizes: [number, number][] = [];
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    sizes.push([x1 - x0, y1 - y0]);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.destroy();
  return {
    pages: document.numPages,
    sizes,
    text: texts.join('\n').replace(/\s+/g, ' '),
    title: info.Title ?? null,
  };
}
