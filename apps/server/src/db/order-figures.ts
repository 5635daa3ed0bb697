import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { COOKED_STATUSES, LEFT_OUT_STATUSES, UNPAID_STATUSES } from '@rasoi/domain/order-status';
import type { Database } from './schema.ts';

/**
 * 'Counts toward figures' in SQL, written once (issue 25, docs/decisions/0086): an order counts toward
 * every figure (the dashboard's orders and revenue, the Income page's cash, UPI and to collect, the plates
 * a household holds in a slot, what may still be collected or claimed paid) when the kitchen cooks it,
 * i.e. its status is one of the domain's COOKED_STATUSES (every status but Cancelled, D54). A new status
 * is decided in the domain's table and reaches every figure from here.
 *
 * The statuses are SQL literals, not bound values: a statement's text stays the same however it is used
 * (one prepared statement on PostgreSQL, D70), and the planner sees the constant list.
 */
const COUNTED = COOKED_STATUSES.map((status) => sql.lit(status));
const LEFT_OUT = LEFT_OUT_STATUSES.map((status) => sql.lit(status));
const UNPAID = UNPAID_STATUSES.map((status) => sql.lit(status));

type Orders = ExpressionBuilder<Database, 'orders'>;

/** True for an order that counts toward the figures: `orders.status in (the cooked statuses)`. */
export function countsTowardFigures(eb: Orders): Expression<SqlBool> {
  // eslint-disable-next-line no-restricted-syntax -- the `in` list is COOKED_STATUSES: a constant of four
  return eb('orders.status', 'in', COUNTED);
}

/**
 * True for an order left out of the figures (a cancelled one): every order is either counted, left out,
 * or not yet an order at all (an online order awaiting its payment, D100: `isAnOrder` is false).
 */
export function leftOutOfFigures(eb: Orders): Expression<SqlBool> {
  // eslint-disable-next-line no-restricted-syntax -- the `in` list is LEFT_OUT_STATUSES: a constant of one
  return eb('orders.status', 'in', LEFT_OUT);
}

/**
 * True for an order the kitchen knows of: every order but an online one still awaiting its payment
 * (D100), which the seller's lists, counts and figures leave out.
 */
export function isAnOrder(eb: Orders): Expression<SqlBool> {
  return eb('orders.status', 'not in', UNPAID);
}
