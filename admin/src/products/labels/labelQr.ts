import { create } from 'qrcode';
import { labelPayload } from './labelPayload';

/** Modules of white kept around the code inside the drawing; the label's own white margin adds to it. */
export const QR_QUIET_MODULES = 2;

export interface LabelQr {
  /** The text the code holds: labelPayload(productId, size). */
  text: string;
  /** Modules across, quiet zone included (the SVG's viewBox). */
  width: number;
  /** One SVG path of every dark module, in module units. */
  path: string;
  /** Whether the module at (x, y), quiet zone included, is dark: the same matrix the path draws. */
  dark: (x: number, y: number) => boolean;
}

/**
 * The QR code of a size label. QR rather than Code 128 (docs/decisions.md, Size labels): the payload is about 30
 * characters, which Code 128 draws as about 360 bars, 0.12 mm each across a 45 mm label, too fine for a phone camera;
 * QR draws it as version 3 (29 × 29 modules), about 0.8 mm each on the 50 × 30 mm label. Level M (15 % repair)
 * survives a scuffed sticker and keeps it version 3.
 */
export function labelQr(productId: string, size: string | null): LabelQr {
  const text = labelPayload(productId, size);
  const qr = create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const data = qr.modules.data;
  const q = QR_QUIET_MODULES;
  let path = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (data[y * n + x]) path += `M${x + q} ${y + q}h1v1h-1z`;
  }
  const dark = (x: number, y: number) => {
    const cx = x - q;
    const cy = y - q;
    return cx >= 0 && cy >= 0 && cx < n && cy < n && data[cy * n + cx] === 1;
  };
  return { text, width: n + 2 * q, path, dark };
}
