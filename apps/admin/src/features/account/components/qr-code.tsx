import { encode } from 'uqr';
import { qrModulesPath } from '../qr-matrix';

/**
 * `text` as a QR code: an SVG element React builds (no inline markup string, nothing the CSP
 * would refuse), black on white with the standard quiet zone.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="block size-56 max-w-full"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrModulesPath(data)} fill="#000" />
    </svg>
  );
}
