import type { OrderSlot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { clockTimeAt, dayWord, slotLabel } from '@rasoi/domain/slot-words';

/** A slot's delivery window in the kitchen's clock, '12:30–14:00'. */
export function slotWindow(slot: Pick<OrderSlot, 'delivery_from' | 'delivery_to'>, timeZone: string): string {
  return `${clockTimeAt(slot.delivery_from, timeZone)}–${clockTimeAt(slot.delivery_to, timeZone)}`;
}

/**
 * What a kitchen-day view covers, as its heading reads: "Today's lunch · 12:30–14:00", or
 * 'Whole day, tomorrow' (issue 14). Takes the answer's date and slot, the kitchen's today and time zone.
 */
export function scopeTitle(view: { date: string; slot: OrderSlot | null }, today: string, timeZone: string): string {
  if (!view.slot) return m.wholeDayOn({ day: dayWord(view.date, today) });
  return `${slotLabel(view.slot, today)} · ${slotWindow(view.slot, timeZone)}`;
}
