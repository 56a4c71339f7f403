// Noto Sans (SIL Open Font License 1.1, from @expo-google-fonts/noto-sans: the rupee sign and
// Devanagari besides Latin), parsed once per process and shared by every PDF it makes. pdfkit
// given a font's file parses it afresh for each document, and its first layout reads the large
// font's tables again: about half a second of a label's time (bench/RESULTS.md). A parsed font
// is only read by a document (each keeps its own subset), so one serves them all.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';

const require = createRequire(import.meta.url);
const FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

let parsed: Record<keyof typeof FILES, ReturnType<typeof create>> | null = null;

/** Gives the document Noto Sans as the fonts 'regular' and 'bold'. */
export function registerNotoSans(doc: PDFKit.PDFDocument): void {
  parsed ??= {
    regular: create(readFileSync(FILES.regular)),
    bold: create(readFileSync(FILES.bold)),
  };
  // pdfkit takes a parsed (fontkit) font as it takes a file (PDFFontFactory.open).
  doc.registerFont('regular', parsed.regular as unknown as Buffer);
  doc.registerFont('bold', parsed.bold as unknown as Buffer);
}
