import { DEFAULT_ETA_MINUTES } from './constants.ts';

/**
 * Minutes left before an order arrives: start time (ms since epoch) plus total minutes, minus now,
 * rounded up, never below 0 (spec 9). `totalMinutes` defaults to 30.
 */
export function minutesLeft(startMs: number, nowMs: number, totalMinutes = DEFAULT_ETA_MINUTES): number {
  const left = (startMs + totalMinutes * 60_000 - nowMs) / 60_000;
  return Math.max(0, Math.ceil(left));
}
