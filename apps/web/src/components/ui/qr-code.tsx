import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path (a quiet zone of 4 modules around), made on the page: no network. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  }
  return { size: modules.size + quiet * 2, path };
}

/** A QR code of `value` (a URL), black on white so any phone's camera reads it, printable as a sticker. */
export function QrCode({ value, label, size = 144 }: { value: string; label: string; size?: number }) {
  const qr = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', flexShrink: 0 }}
      data-qr-value={value}
    >
      <title>{label}</title>
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
