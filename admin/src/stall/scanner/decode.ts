import jsQR from 'jsqr';
import { type FrameResult, readLabelText } from './labelText';

/**
 * The scanner's fallback decoder (browsers without BarcodeDetector): finds a QR code in RGBA pixels with jsQR (pure
 * JavaScript, in its own chunk loaded only when a scan starts) and reads it as a label. Labels are printed dark on
 * white, so inverted codes are not tried: half the work per frame.
 */
export function decodeLabelPixels(rgba: Uint8ClampedArray, width: number, height: number): FrameResult {
  const code = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  return code ? readLabelText(code.data) : { kind: 'none' };
}
