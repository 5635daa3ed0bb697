import jsQR from 'jsqr';

/**
 * Test helper (issue 15, D53): reads a QR code drawn as UpiQr draws it (an SVG path of 1x1 squares,
 * `M{x} {y}h1v1h-1z`, on a `size` x `size` view box) back to its text with an independent decoder
 * (jsqr), by painting each square as `scale` x `scale` black pixels on white. Null when nothing decodes.
 */
export function decodeQrPath(path: string, size: number, scale = 4): string | null {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
