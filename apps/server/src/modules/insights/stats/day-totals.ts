import { expressionBuilder, sql, type Kysely } from 'kysely';
import { formatLocalDate, localDaysRange } from '@rasoi/domain/time-frame';
import type { Database } from '../../../db/schema.ts';
import { engineOfDb } from '../../../db/dialect.ts';
import { idChunks } from '../../../db/id-chunks.ts';
import { isAnOrder, leftOutOfFigures } from '../../../db/order-figures.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { figureSums, INCOME_FIGURES, readFigures, type FigureTotals, type IncomeFigureName } from './income-queries.ts';

export type { FigureTotals } from './income-queries.ts';

/**
 * Sums per closed kitchen day (issue 17, migration 0024), so the lifetime dashboard, Income page and
 * users list add up a row a day or a customer instead of reading every order.
 *
 * A day is closed once CLOSE_AFTER_MS has passed since it ended in the kitchen's timezone: an order placed
 * in its last instant by a slow transaction, or by a second instance whose clock is a little behind, has
 * committed by then. Orders from `built_through` on are read live. Nothing is written when an order is
 * placed; an order whose status, collection or amount changes later is marked by the database's trigger
 * (order_day_totals_stale) and its day summed again by the next refresh.
 *
 * A refresh runs in one transaction that first updates the state row: on PostgreSQL the row lock makes
 * refreshes (from any instance) run one after another, each seeing what the last one committed; SQLite
 * runs one write transaction at a time. Every row is written with insert ... on conflict, so a refresh
 * that repeats another's work writes the same sums.
 */

/** How long after a kitchen day ends it is summed for good: longer than any transaction and clock skew. */
export const CLOSE_AFTER_MS = 10 * 60 * 1000;
/** Days summed in one statement: 3 bound values each stays far under both engines' limits. */
const DAYS_PER_STATEMENT = 366;

/** The next kitchen date after a 'yyyy-mm-dd' one. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The first kitchen date not yet closed at `now`: the date CLOSE_AFTER_MS before now. */
export function firstOpenDay(now: Date, timeZone: string): string {
  return formatLocalDate(new Date(now.getTime() - CLOSE_AFTER_MS), timeZone);
}

/** Where the summed days end: the first open date and its start as a stored instant (orders from it are live). */
export type SummedThrough = { day: string; liveFrom: string };

/**
 * Brings the sums up to date at `now`: sums the days closed since the last refresh and again those of
 * changed orders. Reads only (two small statements) when nothing is due. Returns where the sums end.
 */
export async function refreshDayTotals(db: Kysely<Database>, now: Date, timeZone: string): Promise<SummedThrough> {
  const openDay = firstOpenDay(now, timeZone);
  const through = (day: string): SummedThrough => ({
    day,
    liveFrom: toStoredTime(localDaysRange(day, day, timeZone).start!),
  });
  const [state, stale] = await Promise.all([
    db.selectFrom('order_day_totals_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('order_day_totals_stale').select('created_at').limit(1).executeTakeFirst(),
  ]);
  if (state.time_zone === timeZone && state.built_through === openDay && !stale) return through(openDay);

  return db.transaction().execute(async (trx) => {
    // The state row's lock: from here on, this is the only refresh running (see above).
    await trx
      .updateTable('order_day_totals_state')
      .set({ refreshed_at: toStoredTime(now) })
      .where('id', '=', 1)
      .execute();
    const current = await trx
      .selectFrom('order_day_totals_state')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    let builtThrough = current.built_through;
    // Another timezone, or a clock set back before the summed days: sum everything again.
    if (current.time_zone !== timeZone || (builtThrough !== null && builtThrough > openDay)) {
      await trx.deleteFrom('order_day_totals').execute();
      await trx.deleteFrom('customer_order_totals').execute();
      builtThrough = null;
    }
    // Marks taken here are summed below; a mark committed later stays for the next refresh.
    const marks = await trx.deleteFrom('order_day_totals_stale').returning('created_at').execute();
    const days = new Set<string>();
    if (builtThrough !== null) {
      for (const { created_at } of marks) {
        const day = formatLocalDate(new Date(created_at), timeZone);
        if (day < builtThrough) days.add(day);
      }
    }
    let from = builtThrough;
    if (from === null) {
      const first = await trx
        .selectFrom('orders')
        .select('created_at')
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      from = first ? formatLocalDate(new Date(first.created_at), timeZone) : openDay;
    }
    for (let day = from; day < openDay; day = nextDay(day)) days.add(day);
    await sumDays(trx, [...days].sort(), timeZone);
    if (from < openDay) await addCustomerOrders(trx, through(from).liveFrom, through(openDay).liveFrom);
    await trx
      .updateTable('order_day_totals_state')
      .set({ built_through: openDay, time_zone: timeZone })
      .where('id', '=', 1)
      .execute();
    return through(openDay);
  });
}

/** Sums each given day's orders into order_day_totals (a day without orders gets zeros). */
async function sumDays(trx: Kysely<Database>, days: string[], timeZone: string): Promise<void> {
  for (let i = 0; i < days.length; i += DAYS_PER_STATEMENT) {
    const chunk = days.slice(i, i + DAYS_PER_STATEMENT).map((day) => {
      const range = localDaysRange(day, day, timeZone);
      return sql`(${day}, ${toStoredTime(range.start!)}, ${toStoredTime(range.end!)})`;
    });
    // The figures as income-queries.ts defines them, over the day's orders (none: the join's empty side, 0).
    const sums = figureSums(expressionBuilder<Database, 'orders'>());
    const columns = INCOME_FIGURES.map((figure) => sql.raw(`${figure}_count, ${figure}_amount`));
    const updates = INCOME_FIGURES.map((figure) =>
      sql.raw(`${figure}_count = excluded.${figure}_count, ${figure}_amount = excluded.${figure}_amount`),
    );
    await sql`
      with days (day, day_start, day_end) as (values ${sql.join(chunk)})
      insert into order_day_totals (day, ${sql.join(columns)})
      select days.day, ${sql.join(sums)}
        from days left join orders on orders.created_at >= days.day_start and orders.created_at < days.day_end
       group by days.day
      on conflict (day) do update set ${sql.join(updates)}`.execute(trx);
  }
}

/** Adds each customer's orders placed in [start, end) to customer_order_totals (days summed once each). */
async function addCustomerOrders(trx: Kysely<Database>, start: string, end: string): Promise<void> {
  const least = engineOfDb(trx) === 'postgres' ? sql.raw('least') : sql.raw('min');
  await sql`
    insert into customer_order_totals (user_id, orders, first_at)
    select user_id, count(*), min(created_at) from orders
     where created_at >= ${start} and created_at < ${end}
     group by user_id
    on conflict (user_id) do update set
      orders = customer_order_totals.orders + excluded.orders,
      first_at = ${least}(customer_order_totals.first_at, excluded.first_at)`.execute(trx);
}

/** The figures summed over every closed day (before `through`). */
export async function summedFigures(db: Kysely<Database>): Promise<FigureTotals> {
  const row = await db
    .selectFrom('order_day_totals')
    .select((eb) =>
      INCOME_FIGURES.flatMap((figure) => [
        eb.fn.sum<string | number | null>(`${figure}_count`).as(`${figure}_count`),
        eb.fn.sum<string | number | null>(`${figure}_amount`).as(`${figure}_amount`),
      ]),
    )
    .executeTakeFirstOrThrow();
  return readFigures([row]);
}

/** Adds two figure totals figure by figure. */
export function addFigures(a: FigureTotals, b: FigureTotals): FigureTotals {
  const add = (figure: IncomeFigureName) => ({
    count: a[figure].count + b[figure].count,
    amount: a[figure].amount + b[figure].amount,
  });
  return Object.fromEntries(INCOME_FIGURES.map((figure) => [figure, add(figure)])) as FigureTotals;
}

/** The figures over orders placed from `liveFrom` (a stored instant) on: the days not summed yet. */
export async function liveFigures(db: Kysely<Database>, liveFrom: string): Promise<FigureTotals> {
  const row = await db
    .selectFrom('orders')
    .where('created_at', '>=', liveFrom)
    .select(figureSums)
    .executeTakeFirstOrThrow();
  return readFigures([row]);
}

/** Every order's figures: the summed days plus the live ones. Refreshes the sums first. */
export async function lifetimeFigures(db: Kysely<Database>, now: Date, timeZone: string): Promise<FigureTotals> {
  const { liveFrom } = await refreshDayTotals(db, now, timeZone);
  const [summed, live] = await Promise.all([summedFigures(db), liveFigures(db, liveFrom)]);
  return addFigures(summed, live);
}

/**
 * How many customers ever placed an order: those summed, plus those whose first order is live. The live
 * orders' customers are read by the creation-time index and told apart here: a DISTINCT in SQL let
 * SQLite walk the orders(user_id, created_at) index over every order instead (about 300 ms on a million).
 */
export async function lifetimeCustomers(db: Kysely<Database>, liveFrom: string): Promise<number> {
  const [summed, liveOrders] = await Promise.all([
    db
      .selectFrom('customer_order_totals')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('orders').select('user_id').where('created_at', '>=', liveFrom).execute(),
  ]);
  const live = [...new Set(liveOrders.map((order) => order.user_id))];
  let known = 0;
  for (const chunk of idChunks(live)) {
    // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
    const row = await db
      .selectFrom('customer_order_totals')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', 'in', chunk)
      .executeTakeFirstOrThrow();
    known += toCount(row.count);
  }
  return toCount(summed.count) + live.length - known;
}

/**
 * How many orders were placed on the kitchen days from `from` to `to` ('yyyy-mm-dd', both included;
 * either open when undefined), all of them and the cancelled ones: the summed days plus the live ones
 * (the seller's orders page, issue 17). Refreshes the sums first.
 */
export async function orderCountsBetween(
  db: Kysely<Database>,
  days: { from: string | undefined; to: string | undefined },
  calendar: { now: Date; timeZone: string },
): Promise<{ total: number; cancelled: number }> {
  const { liveFrom } = await refreshDayTotals(db, calendar.now, calendar.timeZone);
  const range = localDaysRange(days.from, days.to, calendar.timeZone);
  const start = range.start && toStoredTime(range.start) > liveFrom ? toStoredTime(range.start) : liveFrom;
  const end = range.end ? toStoredTime(range.end) : null;
  let summed = db.selectFrom('order_day_totals').select((eb) => [
    // Every figure's orders: each order is in exactly one (the account figure's since migration 0033, the
    // online one's since 0044).
    eb.fn
      .sum<string | number | null>(
        eb(
          'cash_count',
          '+',
          eb(
            'upi_count',
            '+',
            eb('online_count', '+', eb('to_collect_count', '+', eb('account_count', '+', eb.ref('cancelled_count')))),
          ),
        ),
      )
      .as('total'),
    eb.fn.sum<string | number | null>('cancelled_count').as('cancelled'),
  ]);
  if (days.from) summed = summed.where('day', '>=', days.from);
  if (days.to) summed = summed.where('day', '<=', days.to);
  let live = db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>(eb.case().when(leftOutOfFigures(eb)).then(sql.lit(1)).end()).as('cancelled'),
    ])
    .where('created_at', '>=', start)
    // An online order awaiting its payment is not an order yet (D100): in no figure, so in no count.
    .where(isAnOrder);
  if (end) live = live.where('created_at', '<', end);
  const [a, b] = await Promise.all([
    summed.executeTakeFirstOrThrow(),
    end !== null && end <= start ? { total: 0, cancelled: 0 } : live.executeTakeFirstOrThrow(),
  ]);
  return { total: toCount(a.total) + toCount(b.total), cancelled: toCount(a.cancelled) + toCount(b.cancelled) };
}
