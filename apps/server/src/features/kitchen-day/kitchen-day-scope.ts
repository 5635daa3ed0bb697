import type { ExpressionBuilder, Kysely } from 'kysely';
import type { OrderSlot } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { localDateAt } from '@rasoi/domain/slots';
import { localDaysRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSlot, type SlotRow } from '../slots/slot-queries.ts';

/**
 * Which orders a view of the kitchen's day covers (issue 14): one meal slot's, or the whole day's (its
 * slots' orders and the orders taken on demand that day, placed between the day's local midnights).
 */
export type KitchenDayScope = {
  /** The kitchen's calendar date, 'yyyy-mm-dd'. */
  date: string;
  /** The slot, or null for the whole day. */
  slot: SlotRow | null;
  /** The day's instants as stored (ISO UTC): an on-demand order placed in [start, end) belongs to it. */
  start: string;
  end: string;
};

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

/** The scope's slot as an order carries it (domain OrderSlot), or null for the whole day. */
export function scopeSlot(scope: KitchenDayScope): OrderSlot | null {
  const { slot } = scope;
  if (!slot) return null;
  return {
    _id: slot.id,
    name: slot.name,
    date: slot.date,
    delivery_from: slot.delivery_from,
    delivery_to: slot.delivery_to,
    order_by: slot.order_by,
  };
}

/**
 * The ids of the scope's orders of the given statuses, as a subquery for an `in` (no values bound). A
 * slot's orders come from the orders(slot_id, created_at) index; the whole day is its slots' orders
 * (the day's slots by the slots(date, plan_id) index, joined to their orders by the same orders index)
 * and, in a second branch, the orders taken on demand (no slot) placed that day, read from that index by
 * `slot_id is null` and the time range. Two plain branches rather than one `or`: with the `or`, SQLite
 * chose the orders(status, ...) index and read every cooked order ever placed.
 */
export function scopedOrderIds(db: Kysely<Database>, scope: KitchenDayScope, statuses: readonly OrderStatus[]) {
  // eslint-disable-next-line no-restricted-syntax -- a constant list of order statuses (at most 4)
  const ofStatus = (eb: ExpressionBuilder<Database, 'orders'>) => eb('orders.status', 'in', [...statuses]);
  if (scope.slot) {
    return db.selectFrom('orders').select('orders.id').where('orders.slot_id', '=', scope.slot.id).where(ofStatus);
  }
  const onDemand = db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.slot_id', 'is', null)
    .where('orders.created_at', '>=', scope.start)
    .where('orders.created_at', '<', scope.end)
    .where(ofStatus);
  // CROSS JOIN: SQLite then keeps slots as the outer loop (the day's few slots, then each one's orders
  // by the orders(slot_id) index) rather than reading every order of a status first; PostgreSQL plans
  // it as the inner join it is.
  return db
    .selectFrom('slots')
    .crossJoin('orders')
    .whereRef('orders.slot_id', '=', 'slots.id')
    .select('orders.id')
    .where('slots.date', '=', scope.date)
    .where(ofStatus)
    .unionAll(onDemand);
}
