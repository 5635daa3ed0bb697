import type { OrderSlot, Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { clockTimeAt, dayWord, slotLabel } from '@rasoi/domain/slot-words';
import { sentences } from './sentences.ts';

/**
 * The sentences a customer reads about meal slots (issue 14, D47), from MESSAGES and the domain's
 * slot words, so the home strip, the checkout and the order pages say the same as the server's refusals.
 * Times are the kitchen's wall clock in its `timeZone` (GET /kitchen); `today` is the kitchen's date.
 */

/** "Today's lunch", "Tomorrow's lunch" or "Lunch on Fri, 28 Nov", first letter capital. */
export function slotTitle(slot: Pick<Slot, 'name' | 'date'>, today: string): string {
  const label = slotLabel(slot, today);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "today's lunch", "tomorrow's lunch" or "Lunch on Fri, 28 Nov" inside a sentence ('Order for {slot}'). */
export function slotPhrase(slot: Pick<Slot, 'name' | 'date'>, today: string): string {
  const label = slotLabel(slot, today);
  return slot.date === today || slot.date === dateAfter(today, 1)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
}

/** '6 plates left' or '1 plate left'. */
export function platesLeftText(count: number): string {
  return count === 1 ? m.plateLeft() : m.platesLeft({ count });
}

/** An open slot: 'Lunch: order by 10:30 · 6 plates left'. */
export function openSlotLine(slot: Slot, timeZone: string): string {
  return m.slotOpenLine({
    slot: slot.name,
    time: clockTimeAt(slot.order_by, timeZone),
    plates: platesLeftText(slot.remaining),
  });
}

/** The countdown to a cut-off: 'Order in 24 min'. */
export function countdownText(minutes: number): string {
  return m.slotCountdown({ minutes });
}

/**
 * Why a slot of `today` takes no orders, and what does ('Lunch is full for today. Tomorrow's lunch is
 * open.'); `next` left out when nothing is open.
 */
export function unavailableLine(
  slot: Slot,
  state: 'full' | 'closed' | 'past',
  today: string,
  timeZone: string,
  next: Slot | undefined,
): string {
  const day = dayWord(slot.date, today);
  const reason =
    state === 'past'
      ? m.slotPast({ slot: slot.name, day, time: clockTimeAt(slot.order_by, timeZone) })
      : (state === 'closed' ? m.slotClosed : m.slotFull)({ slot: slot.name, day });
  return sentences(reason, next && m.nextSlotOpen({ next: slotTitle(next, today) }));
}

/** A slot's delivery window alone: 'Delivery 12:30–14:00'. */
export function slotWindowText(slot: Pick<Slot, 'delivery_from' | 'delivery_to'>, timeZone: string): string {
  return m.deliveryBetween({
    from: clockTimeAt(slot.delivery_from, timeZone),
    to: clockTimeAt(slot.delivery_to, timeZone),
  });
}

/** An order's delivery window with its day: 'Delivery 12:30–14:00 today', '... tomorrow', '... on Fri, 28 Nov'. */
export function deliveryWindowText(slot: OrderSlot, today: string, timeZone: string): string {
  const near = slot.date === today || slot.date === dateAfter(today, 1);
  return (near ? m.deliveryWindowDay : m.deliveryWindowOnDate)({
    from: clockTimeAt(slot.delivery_from, timeZone),
    to: clockTimeAt(slot.delivery_to, timeZone),
    day: dayWord(slot.date, today),
  });
}
