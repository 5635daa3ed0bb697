import type { AliasedExpression, ExpressionBuilder, Expression, Kysely, Selectable, SqlBool } from 'kysely';
import type { IncomeOrder } from '@rasoi/domain/seller';
import { INCOME_FIGURE_NAMES, type IncomeFigureName } from '@rasoi/domain/constants';
import type { OrderCursor } from '@rasoi/domain/order-cursor';
import { countsTowardFigures, leftOutOfFigures } from '../../../db/order-figures.ts';
import type { Database, OrdersTable } from '../../../db/schema.ts';
import { toCount } from '../../../db/values.ts';
import { toOrderSlot } from '../../../db/order-slot.ts';

type OrderRow = Selectable<OrdersTable>;

/**
 * The orders an Income view covers (issue 15, D53), by the day they are delivered: a slot's orders by the
 * slot's date in [from, to] (kitchen dates 'yyyy-mm-dd'), an order on demand by when it was placed, in
 * [start, end) (stored instants). Null: every order (lifetime).
 */
export type IncomeScope = { from: string; to: string; start: string; end: string } | null;

/**
 * The six figures of the Income page (domain INCOME_FIGURE_NAMES); each order is in exactly one. 'account':
 * the tiffin plans' meals, paid from the household account when they were made (issue 26, D92), so neither
 * cash, UPI nor to collect. 'online': paid through the payment gateway before cooking (D100), its own
 * figure since D112: the money reaches the kitchen's bank from the gateway, not at the door.
 */
export const INCOME_FIGURES = INCOME_FIGURE_NAMES;
export type { IncomeFigureName };

/** Each figure's order count and summed amount (whole rupees). */
export type FigureTotals = Record<IncomeFigureName, { count: number; amount: number }>;

type Orders = ExpressionBuilder<Database, 'orders'>;

/**
 * Which figure an order counts in, the one definition of the figures (issue 25, docs/decisions/0086):
 * left out of the figures (cancelled) first, then how it was collected (cash, UPI, online through the
 * gateway, or from the household account for a plan meal, D92), else still to collect. The
 * Income page, the dashboard and the per-day sums (day-totals.ts) all read the figures from here.
 */
export function inFigure(eb: Orders, figure: IncomeFigureName): Expression<SqlBool> {
  switch (figure) {
    case 'cancelled':
      return leftOutOfFigures(eb);
    case 'cash':
    case 'upi':
    case 'online':
    case 'account':
      return eb.and([countsTowardFigures(eb), eb('orders.collected_by', '=', figure)]);
    case 'to_collect':
      return eb.and([countsTowardFigures(eb), eb('orders.collected_by', 'is', null)]);
  }
}

/**
 * The select list summing every figure over the orders read: `<figure>_count` and `<figure>_amount`
 * (whole rupees), in INCOME_FIGURES order. An order matching no row's figure (none, or the empty side of
 * an outer join) adds 0 to each.
 */
export function figureSums(eb: Orders): AliasedExpression<string | number | null, string>[] {
  return INCOME_FIGURES.flatMap((figure) => [
    eb.fn.sum<string | number | null>(eb.case().when(inFigure(eb, figure)).then(1).else(0).end()).as(`${figure}_count`),
    eb.fn
      .sum<string | number | null>(eb.case().when(inFigure(eb, figure)).then(eb.ref('orders.amount')).else(0).end())
      .as(`${figure}_amount`),
  ]);
}

/** Rows selected with figureSums (or columns named like them) added up into each figure's totals. */
export function readFigures(rows: readonly object[]): FigureTotals {
  const read = (figure: IncomeFigureName) => {
    const sum = (column: string) =>
      rows.reduce((total: number, row) => total + toCount((row as Record<string, string | number | null>)[column]), 0);
    return { count: sum(`${figure}_count`), amount: sum(`${figure}_amount`) };
  };
  return Object.fromEntries(INCOME_FIGURES.map((figure) => [figure, read(figure)])) as FigureTotals;
}

/**
 * The scope's two halves, each answered by its own index: a slot's orders by date, on-demand ones by instant.
 * Also read by the cost of food sold (sold-items.ts), so it covers the same orders.
 */
export function scopeHalves(scope: IncomeScope): ((eb: Orders) => Expression<SqlBool>)[] {
  if (!scope) return [(eb) => eb.lit(true)];
  return [
    (eb) => eb.and([eb('slot_id', 'is not', null), eb('slot_date', '>=', scope.from), eb('slot_date', '<=', scope.to)]),
    (eb) => eb.and([eb('slot_id', 'is', null), eb('created_at', '>=', scope.start), eb('created_at', '<', scope.end)]),
  ];
}

/**
 * Each figure's order count and summed amount (whole rupees) over the scope: one statement of
 * conditional sums (figureSums) per half of the scope (the same on both engines), added up. Takes the database.
 */
export async function incomeTotals(db: Kysely<Database>, scope: IncomeScope): Promise<FigureTotals> {
  const rows = await Promise.all(
    scopeHalves(scope).map((half) => db.selectFrom('orders').where(half).select(figureSums).executeTakeFirstOrThrow()),
  );
  return readFigures(rows);
}

/**
 * The figure's orders in the scope newest first by placement (created_at, id), `limit` of them from before
 * `before` (a keyset page, D32 and D114; the caller reads one more than it shows to know whether a page
 * follows): the newest of each half of the scope, merged. Each half reads its rows through the order's
 * figure index (migration 0045) or the scope's date index, whichever the planner prefers. Takes the
 * database.
 */
export async function incomeOrders(
  db: Kysely<Database>,
  scope: IncomeScope,
  figure: IncomeFigureName,
  page: { limit: number; before: OrderCursor | null },
): Promise<IncomeOrder[]> {
  const { before } = page;
  const halves = await Promise.all(
    scopeHalves(scope).map((half) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where((eb) =>
          eb.and([
            half(eb),
            inFigure(eb, figure),
            ...(before
              ? [
                  eb.or([
                    eb('created_at', '<', before.createdAt),
                    eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
                  ]),
                ]
              : []),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .execute(),
    ),
  );
  const newestFirst = (a: OrderRow, b: OrderRow) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;
  return halves.flat().sort(newestFirst).slice(0, page.limit).map(toIncomeOrder);
}

function toIncomeOrder(row: OrderRow): IncomeOrder {
  return {
    _id: row.id,
    amount: row.amount,
    status: row.status,
    payment_method: row.payment_method,
    collected_by: row.collected_by,
    collected_at: row.collected_at,
    paid_claimed_at: row.paid_claimed_at,
    reciever_name: row.reciever_name,
    flat_number: row.flat_number,
    tower_number: row.tower_number,
    society: row.society,
    createdAt: row.created_at,
    slot: toOrderSlot(row),
  };
}
