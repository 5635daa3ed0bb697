/**
 * Escaping for the text the kitchen's seller writes (item and kitchen names) when it goes into the menu
 * picture's SVG or a page's preview tags (issue 15, D58; docs/security.md). Takes any string, returns
 * it safe as XML/HTML text or a double- or single-quoted attribute value.
 */
// eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters: librsvg would refuse the picture.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with markup characters as entities, and characters XML cannot hold (lone surrogates too) removed. */
export function escapeMarkup(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/\p{Cs}/gu, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
