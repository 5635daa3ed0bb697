import { m } from '@rasoi/domain/i18n/messages';

/**
 * A struck-out former price, e.g. '₹249' beside today's ₹199, that a screen reader reads as 'was ₹249'
 * (issue 16, D61). Takes the price as shown text and the `<s>`'s classes. An aria-label on `<s>` is not
 * read (the element has no role that takes a name), so the word is hidden text inside instead.
 */
export function StruckPrice({ text, className }: { text: string; className: string }) {
  return (
    <s className={className}>
      <span className="sr-only">{m.was()}</span> {text}
    </s>
  );
}
