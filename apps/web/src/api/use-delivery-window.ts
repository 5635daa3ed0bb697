import type { OrderSlot } from '@rasoi/domain/api';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { deliveryWindowText, slotTitle } from '../lib/slot-texts.ts';
import { useKitchenTimeZone } from './get-kitchen.ts';

/**
 * An order's meal slot as its pages say it (issue 14, D47): `title` "Today's lunch" and `window`
 * 'Delivery 12:30–14:00 today' (or 'tomorrow', or 'on Fri, 28 Nov'), in the kitchen's time zone and
 * relative to the kitchen's date now. Null for an order without a slot, which keeps its ETA texts.
 */
export function useDeliveryWindow(slot: OrderSlot | null | undefined): { title: string; window: string } | null {
  const timeZone = useKitchenTimeZone();
  if (!slot) return null;
  const today = localDateAt(new Date(), timeZone);
  return { title: slotTitle(slot, today), window: deliveryWindowText(slot, today, timeZone) };
}
