import { useEffect, useState } from 'react';
import { SLOT_CLOCK_TICK_MS } from '@rasoi/domain/constants';
import { useKitchen } from '../kitchen/index.ts';

/**
 * The time in ms since the epoch, moved on every SLOT_CLOCK_TICK_MS while `active`, so a countdown and a
 * slot's state follow the clock (issue 14). The countdown's text changes once a minute and sits in no
 * live region, so a screen reader is not told every tick.
 */
export function useSlotClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), SLOT_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The kitchen's IANA time zone from GET /kitchen (issue 14: slot times are its wall clock); the device's
 * own until the kitchen has answered.
 */
export function useKitchenTimeZone(): string {
  return useKitchen()?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
