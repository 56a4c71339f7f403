import { encode } from 'uqr';
import { qrModulesPath } from '../qr-matrix';

/**
 * `text` as a QR code in SVG, black on white with the standard four-module quiet zone, at
 * error correction M, which survives a scuffed or glaring screen. Loaded only when a QR code
 * is shown, so the form does not carry the encoder.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="block h-auto w-full"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrModulesPath(data)} fill="#000" />
    </svg>
  );
}
