/**
 * The text of a PDF that pdfkit wrote with `compress: false` (the statement, D93), for tests: each text
 * run (one `TJ`) on its own line, decoded through its font's ToUnicode map (embedded fonts write glyph
 * ids, not characters). Enough for pdfkit's own output; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(id!, body!);
  const unicodeOf = new Map<string, Map<number, string>>();
  for (const [, name, id] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!) ?? '')?.[1];
    if (cmapId && !unicodeOf.has(name!)) unicodeOf.set(name!, toUnicodeMap(objects.get(cmapId) ?? ''));
  }
  const runs: string[] = [];
  let font = new Map<number, string>();
  for (const [, name, array] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
    if (name) font = unicodeOf.get(name) ?? new Map();
    else {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((match) => match[1]).join('');
      const glyphs = hex.match(/.{4}/g) ?? [];
      runs.push(glyphs.map((glyph) => font.get(parseInt(glyph, 16)) ?? '').join(''));
    }
  }
  return runs.join('\n');
}

/** A ToUnicode CMap's glyph id -> text, from its UTF-16BE `bfrange` arrays and `bfchar` pairs (bytes kept as Latin-1). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...list!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((match, index) =>
      map.set(parseInt(start!, 16) + index, text(match[1]!)),
    );
  }
  for (const [, glyph, unicode] of cmap.matchAll(/^<([0-9a-f]+)> <([0-9a-f]+)>$/gim))
    map.set(parseInt(glyph!, 16), text(unicode!));
  return map;
}
