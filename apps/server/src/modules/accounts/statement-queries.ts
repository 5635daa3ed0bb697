import type { Kysely } from 'kysely';
import type { StatementMeal } from '@rasoi/domain/ledger';
import type { Database } from '../../db/schema.ts';

/**
 * What a statement's lines were for and whose statement it is (issue 26, docs/decisions/0093), read by the
 * accounts module itself from the orders', their lines', the users' and the addresses' tables, as
 * `listAccountRows` joins users. Not a flow over the ordering module: the statement is one read in one
 * transaction (a posting committing meanwhile is in the sums and the lines or in neither), these are
 * read-only columns every order keeps as it was placed (D62), and a flow would need the ordering module to
 * take the accounts module's transaction for a shape only the statement uses.
 */

/** The ids of the orders the account's entries of days `from` to before `to` name as their source. */
function sourceOrders(db: Kysely<Database>, userId: string, from: string, to: string) {
  return db
    .selectFrom('ledger_entries')
    .select('source_id')
    .where('user_id', '=', userId)
    .where('source_type', '=', 'order')
    .where('day', '>=', from)
    .where('day', '<', to);
}

/**
 * The orders the month's entries were for, by order id: day and slot name (null on demand), thalis then
 * dishes by name, each with its Hindi name (null when none) and quantity, and the tiffins (quantities
 * added). Only the household's own orders: a source naming another household's order shows nothing.
 */
export async function statementMeals(
  db: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
): Promise<Map<string, StatementMeal>> {
  // eslint-disable-next-line no-restricted-syntax -- `in` a subquery, not a bound list
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'slot_date', 'slot_name'])
    .where('user_id', '=', userId)
    .where('id', 'in', sourceOrders(db, userId, from, to))
    .execute();
  const meals = new Map<string, StatementMeal>(
    orders.map((order) => [
      order.id,
      { order_id: order.id, day: order.slot_date, slot_name: order.slot_name, items: [], tiffins: 0 },
    ]),
  );
  if (meals.size === 0) return meals;
  // The lines of those orders, read by the same subquery (no list of ids bound, however many meals).
  const ids = sourceOrders(db, userId, from, to);
  // eslint-disable-next-line no-restricted-syntax -- `in` a subquery, not a bound list
  const thalis = await db
    .selectFrom('order_meals')
    .select(['order_id', 'name', 'name_hi', 'quantity'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('name')
    .execute();
  // eslint-disable-next-line no-restricted-syntax -- `in` a subquery, not a bound list
  const dishes = await db
    .selectFrom('order_dishes')
    .select(['order_id', 'name', 'name_hi', 'quantity'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('name')
    .execute();
  for (const line of [...thalis, ...dishes]) {
    const meal = meals.get(line.order_id)!;
    meal.items.push({ name: line.name, name_hi: line.name_hi, quantity: line.quantity });
    meal.tiffins += line.quantity;
  }
  return meals;
}

/** Whose statement it is: the household's mobile and the receiver's name on its newest address (null when none). */
export async function statementHousehold(
  db: Kysely<Database>,
  userId: string,
): Promise<{ name: string | null; mobile: string }> {
  const user = await db.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirst();
  const address = await db
    .selectFrom('addresses')
    .select('reciever_name')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { name: address?.reciever_name.trim() || null, mobile: user?.mobile ?? '' };
}
