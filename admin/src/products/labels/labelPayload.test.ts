import { describe, expect, it } from 'vitest';
import { SIZE_FILTER_LIMITS } from '@shop/common';
import { labelPayload, parseLabelPayload } from './labelPayload';

describe('label payload', () => {
  it('reads back the product and size it encodes', () => {
    expect(parseLabelPayload(labelPayload('cabc123', '42'))).toEqual({ productId: 'cabc123', size: '42' });
    expect(parseLabelPayload(labelPayload('cabc123', 'One Size'))).toEqual({ productId: 'cabc123', size: 'One Size' });
    expect(parseLabelPayload(labelPayload('cabc123', null))).toEqual({ productId: 'cabc123', size: null });
    // a product's size may be as long as the size filter allows: its label must scan too
    const longest = 'X'.repeat(SIZE_FILTER_LIMITS.sizeMax);
    expect(parseLabelPayload(labelPayload('cabc123', longest))).toEqual({ productId: 'cabc123', size: longest });
  });
  it('refuses what is not a shop label', () => {
    for (const bad of ['', 'RC1:', 'RC2:cabc:42', 'https://example.com', 'RC1:CAPS!:42']) expect(parseLabelPayload(bad)).toBeNull();
  });
});
