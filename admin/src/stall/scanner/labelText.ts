import { parseLabelPayload } from '../../products/labels/labelPayload';

/** What one picture held: a shop label, another QR code, or nothing readable. */
export type FrameResult = { kind: 'label'; productId: string; size: string | null } | { kind: 'other' } | { kind: 'none' };

/** A QR code's text read as a shop label, or 'other' for any other code (a URL, an invoice's QR, a foreign label). */
export function readLabelText(text: string): FrameResult {
  const label = parseLabelPayload(text);
  return label ? { kind: 'label', ...label } : { kind: 'other' };
}
