/**
 * Reads ESC/POS bytes back into what a printer would do with them (issue 28 part 4, D111), for the
 * journeys that check what the web app sends a thermal printer: the text it types, each raster image
 * (GS v 0: its width in dots, height in rows and the 1-bit rows themselves) and each cut, in order. Knows
 * the commands the app's encoder sends; any other control byte fails the decode, so a command the app
 * starts sending without a test here is noticed.
 */
export type EscPosItem =
  { kind: 'text'; text: string } | { kind: 'image'; width: number; height: number; bits: Uint8Array } | { kind: 'cut' };

/** The number of set (black) dots of an image. */
export function inkedDots(image: { bits: Uint8Array }): number {
  let count = 0;
  for (const byte of image.bits) for (let bit = 0; bit < 8; bit += 1) count += (byte >> bit) & 1;
  return count;
}

// Commands of ESC (0x1b) and GS (0x1d) with a fixed number of argument bytes after the command byte.
const ESC_ARGS: Record<number, number> = {
  0x40: 0, // ESC @ initialize
  0x45: 1, // ESC E n bold
  0x2d: 1, // ESC - n underline
  0x4d: 1, // ESC M n font
  0x74: 1, // ESC t n code page
  0x61: 1, // ESC a n alignment
  0x32: 0, // ESC 2 default line spacing
  0x33: 1, // ESC 3 n line spacing
  0x64: 1, // ESC d n feed lines
  0x7b: 1, // ESC { n upside down
};
const GS_ARGS: Record<number, number> = {
  0x21: 1, // GS ! n character size
  0x42: 1, // GS B n reverse
};

/** Decodes `bytes`; throws on a command it does not know. */
export function decodeEscPos(bytes: Uint8Array): EscPosItem[] {
  const items: EscPosItem[] = [];
  let text = '';
  const flushText = () => {
    if (text.trim()) items.push({ kind: 'text', text });
    text = '';
  };
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (byte === 0x0a || byte === 0x0d) {
      flushText();
      at += 1;
    } else if (byte >= 0x20 && byte < 0x7f) {
      text += String.fromCharCode(byte);
      at += 1;
    } else if (byte === 0x1b) {
      const command = bytes[at + 1]!;
      if (!(command in ESC_ARGS)) throw new Error(`unknown ESC ${command.toString(16)} at ${at}`);
      at += 2 + ESC_ARGS[command]!;
    } else if (byte === 0x1c && bytes[at + 1] === 0x2e) {
      at += 2; // FS . cancel Kanji mode
    } else if (byte === 0x1d) {
      const command = bytes[at + 1]!;
      if (command === 0x56) {
        // GS V m (full or partial cut), or GS V m n with m 65/66 (feed n then cut).
        flushText();
        items.push({ kind: 'cut' });
        at += bytes[at + 2]! >= 65 ? 4 : 3;
      } else if (command === 0x76 && bytes[at + 2] === 0x30) {
        // GS v 0 m xL xH yL yH d1...dk: a raster image, x bytes a row (8 dots each) and y rows.
        flushText();
        const widthBytes = bytes[at + 4]! + bytes[at + 5]! * 256;
        const height = bytes[at + 6]! + bytes[at + 7]! * 256;
        const start = at + 8;
        const bits = bytes.slice(start, start + widthBytes * height);
        if (bits.length !== widthBytes * height) throw new Error(`raster image cut short at ${at}`);
        items.push({ kind: 'image', width: widthBytes * 8, height, bits });
        at = start + widthBytes * height;
      } else if (command in GS_ARGS) {
        at += 2 + GS_ARGS[command]!;
      } else {
        throw new Error(`unknown GS ${command.toString(16)} at ${at}`);
      }
    } else {
      throw new Error(`unknown byte ${byte.toString(16)} at ${at}`);
    }
  }
  flushText();
  return items;
}
