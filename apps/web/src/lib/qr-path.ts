/**
 * A QR code's dark modules as one SVG path (issue 15, D53): a 1x1 square per dark module at its (x, y),
 * offset by the quiet-zone `border` already in the matrix. Takes the matrix rows (true = dark); returns
 * the path's `d`. One path, not a rect per module: a UPI link's code has about 1,000 dark modules.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}
