import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrintLine, PrintPage, PrintStyle } from './ticket-document.ts';

/**
 * ESC/POS bytes for a thermal printer (issue 28 part 4, docs/decisions/0111), through
 * @point-of-sale/receipt-printer-encoder. Printer fonts hold ASCII only (no Devanagari, no ₹), so a line
 * with any other character is drawn into a canvas with the page's own font and sent as a 1-bit raster
 * image (GS v 0, thresholded), as wide as the printer's dots; an ASCII line is sent as text. Each page ends
 * with a cut. Browser only (a canvas).
 */

/** The roll widths a thermal printer takes, in printable dots (203 dpi heads) and font-A columns. */
export const PAPER_DOTS = { '58': 384, '80': 576 } as const;
const PAPER_COLUMNS = { '58': 32, '80': 48 } as const;
export type RollPaper = keyof typeof PAPER_DOTS;

/** Font sizes in dots of the lines drawn as images (8 dots a millimetre): about the printer's own sizes. */
const DRAWN: Record<PrintStyle, { px: number; weight: number }> = {
  top: { px: 30, weight: 700 },
  big: { px: 44, weight: 700 },
  bold: { px: 26, weight: 700 },
  normal: { px: 26, weight: 400 },
  small: { px: 22, weight: 400 },
};

/** True when the printer's own font can print every character: printable ASCII only. */
export function printerCanType(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return false;
  }
  return true;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` broken into lines no wider than `width` as `measure` measures them: at spaces, else between letters. */
function wrap(text: string, width: number, measure: (part: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    // A word wider than the paper breaks between letters (whole Devanagari clusters, never inside one).
    for (const { segment } of graphemes.segment(word)) {
      if (measure(current + segment) > width && current) {
        lines.push(current);
        current = '';
      }
      current += segment;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** The page's own font family (the one that draws Hindi on screen), for the drawn lines. */
function pageFontFamily(): string {
  return getComputedStyle(document.body).fontFamily || 'sans-serif';
}

/**
 * `text` drawn black on white in a canvas `dots` wide, wrapped, its height a multiple of 8 (raster rows
 * go in bands of 8). Exported for the tests of the drawn width.
 */
export function drawLine(text: string, style: PrintStyle, align: 'left' | 'center', dots: number): HTMLCanvasElement {
  const { px, weight } = DRAWN[style];
  const font = `${weight} ${px}px ${pageFontFamily()}`;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.font = font;
  const lines = wrap(text, dots, (part) => context.measureText(part).width);
  const lineHeight = Math.ceil(px * 1.45);
  canvas.width = dots;
  canvas.height = Math.ceil((lines.length * lineHeight) / 8) * 8;
  // Setting the size resets the context: paint the white ground, then the text.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.font = font;
  context.textBaseline = 'middle';
  context.textAlign = align;
  lines.forEach((part, index) => {
    context.fillText(part, align === 'center' ? dots / 2 : 0, index * lineHeight + lineHeight / 2);
  });
  return canvas;
}

function printLine(encoder: ReceiptPrinterEncoder, item: PrintLine, paper: RollPaper): void {
  if ('rule' in item) {
    encoder.line('-'.repeat(PAPER_COLUMNS[paper]));
    return;
  }
  const align = item.align ?? 'left';
  if (!printerCanType(item.text)) {
    const canvas = drawLine(item.text, item.style, align, PAPER_DOTS[paper]);
    encoder.image(canvas, canvas.width, canvas.height, 'threshold', 128);
    return;
  }
  encoder.align(align);
  if (item.style === 'big') encoder.size(2, 2);
  if (item.style !== 'normal' && item.style !== 'small') encoder.bold(true);
  encoder.line(item.text);
  encoder.bold(false).size(1, 1).align('left');
}

/** The bytes that print `pages` on a `paper` roll, each page followed by a partial cut. */
export function encodePages(pages: readonly PrintPage[], paper: RollPaper): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: PAPER_COLUMNS[paper],
    imageMode: 'raster',
    newline: '\n',
    feedBeforeCut: 4,
  });
  encoder.initialize();
  for (const page of pages) {
    for (const item of page.lines) printLine(encoder, item, paper);
    encoder.cut('partial');
  }
  return encoder.encode();
}
