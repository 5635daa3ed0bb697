import { SCRATCH_REVEAL_SHARE } from '@rasoi/domain/constants';

/** Bytes per pixel in canvas image data (red, green, blue, alpha). */
const RGBA = 4;

/**
 * The share (0 to 1) of a canvas surface that has been scratched clear, from its RGBA image data
 * (`getImageData(...).data`): a pixel counts as cleared when its alpha is 0. Only every
 * `pixelStep`-th pixel is read (every 4th by default), which is plenty for a 300 x 300 card and
 * keeps the check cheap enough to run after every stroke.
 */
export function clearedShare(rgba: ArrayLike<number>, pixelStep = 4): number {
  const step = Math.max(1, Math.floor(pixelStep)) * RGBA;
  let sampled = 0;
  let cleared = 0;
  for (let alpha = RGBA - 1; alpha < rgba.length; alpha += step) {
    sampled += 1;
    if (rgba[alpha] === 0) cleared += 1;
  }
  return sampled === 0 ? 0 : cleared / sampled;
}

/** True once more than 25% of the card is cleared (spec 9 'Scratch card'). */
export function isScratchedEnough(share: number): boolean {
  return share > SCRATCH_REVEAL_SHARE;
}
