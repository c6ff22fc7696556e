import { describe, expect, it } from 'vitest';
import { labelPayload } from '../../products/labels/labelPayload';
import { decodeLabelPixels } from './decode';
import { readLabelText } from './labelText';
import { labelQr } from '../../products/labels/labelQr';

/** The label's QR matrix painted as RGBA, `px` pixels a module, on a white margin: what a scan of the sticker gives. */
function paint(productId: string, size: string | null, px = 4, margin = 8) {
  const qr = labelQr(productId, size);
  const side = (qr.width + 2 * margin) * px;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (!qr.dark(Math.floor(x / px) - margin, Math.floor(y / px) - margin)) continue;
      const i = (y * side + x) * 4;
      rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
    }
  }
  return { rgba, side, qr };
}

describe('size label QR', () => {
  const id = 'cmi3k9x2a0000abcdefghijkl';

  it('holds the label payload and decodes back to product and size through the scanner', () => {
    for (const size of ['42', 'XL', 'One Size', '7 1/4', 'مقاس كبير', null]) {
      const { rgba, side, qr } = paint(id, size);
      expect(qr.text).toBe(labelPayload(id, size));
      expect(decodeLabelPixels(rgba, side, side)).toEqual({ kind: 'label', productId: id, size });
    }
  });

  it('is a version 3 code (29 modules) for a usual size, so a module is about 0.8 mm on a 50 × 30 mm label', () => {
    expect(labelQr(id, '42').width).toBe(29 + 4);
  });

  it('draws the same matrix as its path', () => {
    const qr = labelQr(id, '42');
    const dark = (qr.path.match(/M/g) ?? []).length;
    let counted = 0;
    for (let y = 0; y < qr.width; y++) for (let x = 0; x < qr.width; x++) if (qr.dark(x, y)) counted++;
    expect(counted).toBe(dark);
    // the quiet zone is white
    for (let i = 0; i < qr.width; i++) expect([qr.dark(i, 0), qr.dark(0, i), qr.dark(i, 1), qr.dark(1, i)]).toEqual([false, false, false, false]);
  });

  it('finds nothing in a blank picture', () => {
    expect(decodeLabelPixels(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)).toEqual({ kind: 'none' });
  });
});

describe('reading a scanned text as a label', () => {
  it('accepts a shop label', () => {
    expect(readLabelText(labelPayload('cabc123', '42'))).toEqual({ kind: 'label', productId: 'cabc123', size: '42' });
    expect(readLabelText(labelPayload('cabc123', null))).toEqual({ kind: 'label', productId: 'cabc123', size: null });
  });

  it('refuses other codes: URLs, an invoice QR, other prefixes, hostile ids', () => {
    const hostile = [
      '',
      'https://shop.example/products/cabc123',
      'AQtDYXAgUmV0cm8CDzMxMDEyMjM5MzUwMDAwMw==', // an invoice's TLV base64
      'RC2:cabc123:42',
      'rc1:cabc123:42',
      'XRC1:cabc123:42',
      'RC1::42',
      'RC1:cabc123',
      'RC1:../../etc:42',
      'RC1:CABC123:42',
      'RC1:cabc 123:42',
      `RC1:${'a'.repeat(41)}:42`,
      'RC1:cabc123:42\nRC1:other:43',
      '<script>alert(1)</script>',
    ];
    for (const text of hostile) expect(readLabelText(text), JSON.stringify(text)).toEqual({ kind: 'other' });
  });
});
