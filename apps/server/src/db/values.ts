import type { Flag } from './schema.ts';

/** A boolean as stored: 1 or 0 (both engines). */
export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}

/** A stored 0/1 back to a boolean. */
export function fromFlag(value: number): boolean {
  return value === 1;
}

/** A time as stored: ISO-8601 UTC text, which sorts and compares as text in both engines. */
export function toStoredTime(date: Date): string {
  return date.toISOString();
}

/** A count as either driver returns it (PostgreSQL counts are bigint strings) to a number. */
export function toCount(value: string | number | bigint | undefined | null): number {
  return Number(value ?? 0);
}
