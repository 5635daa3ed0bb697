import type { KitchenTicket } from '@rasoi/domain/kitchen-ticket';
import { m } from '@rasoi/domain/i18n/messages';
import { clockTimeAt } from '@rasoi/domain/slot-words';
import { slotWindowText } from '../slot-texts.ts';

/**
 * A kitchen ticket or box label as lines to print (issue 28 part 4, D111), one layout for both paths: the
 * ESC/POS encoder (escpos.ts) turns it into printer bytes, the print page renders it as HTML for the
 * browser's print dialog. Each page ends with a cut on a thermal printer, a page break on paper.
 */
export type PrintStyle = 'top' | 'big' | 'bold' | 'normal' | 'small';
export type PrintLine = { text: string; style: PrintStyle; align?: 'left' | 'center' } | { rule: true };
export type PrintPage = { lines: PrintLine[] };

// Separators are ASCII ('x', ',', spaces): a line in English then stays printer text, not an image.
const line = (text: string, style: PrintStyle = 'normal', align: 'left' | 'center' = 'left'): PrintLine => ({
  text,
  style,
  align,
});
const RULE: PrintLine = { rule: true };

/**
 * The ticket the cook reads (one page): number, slot and its delivery window (or 'On demand'), the time
 * placed, each line item with its quantity, the diet marks and note, the tiffin plan mark, then who it goes
 * to: name, flat and tower, society. Times on the kitchen's clock (`timeZone`).
 */
export function ticketPage(ticket: KitchenTicket, timeZone: string): PrintPage {
  const lines: PrintLine[] = [
    line(m.ticketTitle(), 'small', 'center'),
    line(ticket.number, 'big', 'center'),
    line(
      ticket.slot ? `${ticket.slot.name} · ${slotWindowText(ticket.slot, timeZone)}` : m.ticketOnDemand(),
      'bold',
      'center',
    ),
    line(m.ticketPlaced({ time: clockTimeAt(ticket.placed_at, timeZone) }), 'small', 'center'),
    RULE,
    ...ticket.lines.map((item) => line(`${item.quantity} x ${item.name}`, 'bold')),
    RULE,
  ];
  if (ticket.diet.length > 0) lines.push(line(ticket.diet.join(', '), 'bold'));
  if (ticket.diet_note) lines.push(line(m.ticketNote({ note: ticket.diet_note })));
  if (ticket.plan_meal) lines.push(line(m.planMealBadge()));
  if (ticket.diet.length > 0 || ticket.diet_note || ticket.plan_meal) lines.push(RULE);
  lines.push(
    line(ticket.customer_name, 'bold'),
    line([ticket.flat, ticket.tower].filter(Boolean).join(', '), 'big'),
    line(ticket.society),
  );
  return { lines };
}

/** One page a box: 'Box 1 of 3  #1a2b', flat and tower large, the name, the item, the diet marks. */
export function labelPages(ticket: KitchenTicket): PrintPage[] {
  return ticket.labels.map((label) => {
    const lines: PrintLine[] = [
      line(`${m.ticketBox({ box: label.box, boxes: label.boxes })}  ${ticket.number}`, 'small'),
      line([label.flat, label.tower].filter(Boolean).join(', '), 'big'),
      line(label.customer_name, 'bold'),
      line(label.item),
    ];
    if (label.diet.length > 0) lines.push(line(label.diet.join(', '), 'bold'));
    return { lines };
  });
}

/** The test print: a line the printer's own font prints, a Hindi line drawn as an image, and a cut. */
export function testPage(): PrintPage {
  return { lines: [line(m.printerTestLine(), 'bold', 'center'), line(m.printerTestLineHindi(), 'big', 'center')] };
}
