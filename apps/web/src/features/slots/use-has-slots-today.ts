import { useDaySlots } from '../../api/day-slots.ts';

/**
 * True once the kitchen's today has answered with at least one slot (issue 14): the home screen then
 * loads its slot strip. False for a kitchen without slots, which behaves as before slots.
 */
export function useHasSlotsToday(): boolean {
  return (useDaySlots(undefined).data?.slots.length ?? 0) > 0;
}
