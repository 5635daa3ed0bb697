import { localDateAt } from '@rasoi/domain/slots';
import { localDaysRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSlot } from '../../modules/catalogue/slots/slot-queries.ts';
import type { KitchenDayScope } from '../../modules/ordering/kitchen-day/kitchen-day-scope.ts';

/**
 * The scope `GET /prep-sheet` and `GET /delivery-run` ask for: `date` (default: the kitchen's today at
 * `ctx.now()`, or the slot's date when only a slot is named) and optionally `slot_id`. Throws AppError
 * 404 m.slotNotFound() for a slot that does not exist, and 404 m.slotNotOnDay for a slot of
 * another day than `date`.
 */
export async function resolveKitchenDay(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: { date?: string | undefined; slot_id?: string | undefined },
): Promise<KitchenDayScope> {
  const timeZone = ctx.config.kitchenTimezone;
  const slot = query.slot_id === undefined ? null : ((await findSlot(ctx.db, query.slot_id)) ?? null);
  if (query.slot_id !== undefined && !slot) throw new AppError('NOT_FOUND', 'slotNotFound');
  if (slot && query.date !== undefined && slot.date !== query.date) {
    throw new AppError('NOT_FOUND', 'slotNotOnDay', { date: query.date });
  }
  const date = query.date ?? slot?.date ?? localDateAt(ctx.now(), timeZone);
  const range = localDaysRange(date, date, timeZone);
  return { date, slot, start: toStoredTime(range.start!), end: toStoredTime(range.end!) };
}
