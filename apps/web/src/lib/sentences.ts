/**
 * Whole sentences, each one message of its own, read one after the other: the given texts joined by a
 * space, leaving out those not shown (`false`, `null`, '') (issue 16, D62). Only for complete sentences:
 * a sentence made of words and data is one message with placeholders, never pieces joined here.
 */
export function sentences(...texts: (string | false | null | undefined)[]): string {
  return texts.filter(Boolean).join(' ');
}
