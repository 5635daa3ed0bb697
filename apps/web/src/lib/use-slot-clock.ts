import { useSyncExternalStore } from 'react';
import { SLOT_CLOCK_TICK_MS } from '@rasoi/domain/constants';

/**
 * When the page being taken over was written, in ms since the epoch (D117), or undefined: set by the
 * server's renderer while it writes a page and by the app before it takes one over, so a slot's state and
 * countdown come out the same in both; the next render reads the real clock.
 */
let writtenAt: number | undefined;

/** Sets the time the written page's slots are shown at (see writtenAt). */
export function setWrittenAt(ms: number | undefined): void {
  writtenAt = ms;
}

/** The clock to the second: the same value however often React asks within one render. */
const nowToTheSecond = () => Math.floor(Date.now() / 1000) * 1000;
const writtenOrNow = () => writtenAt ?? nowToTheSecond();

const ticking = (onTick: () => void) => {
  const timer = setInterval(onTick, SLOT_CLOCK_TICK_MS);
  return () => clearInterval(timer);
};
const still = () => () => undefined;

/**
 * The time in ms since the epoch (to the second), moved on every SLOT_CLOCK_TICK_MS while `active`, so a
 * countdown and a slot's state follow the clock (issue 14). While a written page is taken over
 * (hydration) it is the time the page was written (setWrittenAt), then the clock's. The countdown's text
 * changes once a minute and sits in no live region, so a screen reader is not told every tick.
 */
export function useSlotClock(active: boolean): number {
  return useSyncExternalStore(active ? ticking : still, nowToTheSecond, writtenOrNow);
}
