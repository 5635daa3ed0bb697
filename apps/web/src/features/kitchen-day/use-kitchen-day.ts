import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { dateAfter, localDateAt } from '@rasoi/domain/slots';
import { parseLocalDate } from '@rasoi/domain/time-frame';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';

/** The kitchen day and slot a page shows, from the URL, with its setters (issue 14). */
export type KitchenDay = {
  /** The chosen day, 'yyyy-mm-dd'; the kitchen's today unless the URL names another. */
  date: string;
  /** The kitchen's today and tomorrow in its time zone. */
  today: string;
  tomorrow: string;
  /** The chosen slot's id, or null for the whole day. */
  slotId: string | null;
  /** The kitchen's time zone, for the slots' clock times. */
  timeZone: string;
  setDate(date: string): void;
  setSlot(slotId: string | null): void;
};

/**
 * The day and meal slot of the prep sheet and the delivery run, kept in the URL (`?date=yyyy-mm-dd&slot=id`,
 * docs/decisions/0038), so a reload or a shared link opens the same view; a change replaces the history
 * entry. Today is the kitchen's (GET /kitchen's time zone; Asia/Kolkata until it answers). Choosing a day
 * forgets the slot, which belongs to one day.
 */
export function useKitchenDay(): KitchenDay {
  const timeZone = useKitchenTimeZone();
  const today = localDateAt(new Date(), timeZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && parseLocalDate(asked) ? asked : today;
  const slotId = params.get('slot') || null;

  const change = useCallback(
    (update: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          update(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setDate = useCallback(
    (next: string) =>
      change((search) => {
        search.set('date', next);
        search.delete('slot');
      }),
    [change],
  );
  const setSlot = useCallback(
    (next: string | null) =>
      change((search) => {
        if (next) search.set('slot', next);
        else search.delete('slot');
      }),
    [change],
  );
  return { date, today, tomorrow: dateAfter(today, 1), slotId, timeZone, setDate, setSlot };
}
