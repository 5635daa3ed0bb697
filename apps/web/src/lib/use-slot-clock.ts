import { useEffect, useState } from 'react';
import { SLOT_CLOCK_TICK_MS } from '@rasoi/domain/constants';

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
