// fontkit ships no types: what lib/pdf-fonts.ts uses of it (pdfkit's own font parser).
declare module 'fontkit' {
  /** A parsed font, as pdfkit's registerFont accepts it. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
