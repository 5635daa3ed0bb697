import { describe, expect, it } from 'vitest';
import { clearedShare, isScratchedEnough } from './scratch-surface.ts';

/** RGBA data of `pixels` opaque pixels, the ones at `clearedAt` made fully transparent. */
function surface(pixels: number, clearedAt: (index: number) => boolean): Uint8ClampedArray {
  const data = new Uint8ClampedArray(pixels * 4).fill(200);
  for (let index = 0; index < pixels; index += 1) data[index * 4 + 3] = clearedAt(index) ? 0 : 255;
  return data;
}

describe('clearedShare', () => {
  it('is 0 for an untouched card and 1 for a fully scratched one', () => {
    expect(clearedShare(surface(400, () => false))).toBe(0);
    expect(clearedShare(surface(400, () => true))).toBe(1);
  });

  it('reads only alpha: a transparent pixel counts, a partly transparent one does not', () => {
    const data = surface(4, () => false);
    data[3] = 0;
    data[7] = 1;
    expect(clearedShare(data, 1)).toBe(0.25);
  });

  it('measures the cleared share by sampling every 4th pixel', () => {
    // The first 30 of 100 rows of 100 pixels are cleared: 30%.
    const data = surface(100 * 100, (index) => index < 30 * 100);
    expect(clearedShare(data)).toBeCloseTo(0.3, 5);
    expect(clearedShare(data, 1)).toBeCloseTo(0.3, 5);
  });

  it('is 0 for an empty surface', () => {
    expect(clearedShare(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe('isScratchedEnough (spec 9: more than 25%)', () => {
  it('reveals above a quarter, not at exactly a quarter', () => {
    expect(isScratchedEnough(0.25)).toBe(false);
    expect(isScratchedEnough(0.2501)).toBe(true);
  });
});
