import { encode } from 'uqr';
import { qrModulesPath } from './qr-matrix';

/**
 * `text` as a QR code: an SVG element React builds (no inline markup string, nothing a CSP would
 * refuse), black on white with the standard four-module quiet zone, at error correction M, which
 * survives a scuffed or glaring screen. Its size is the page's (`className`). Import it only where
 * a code is shown: the encoder is the larger part of it.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrModulesPath(data)} fill="#000" />
    </svg>
  );
}
