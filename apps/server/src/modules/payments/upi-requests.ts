import type { Kysely, Selectable } from 'kysely';
import type { Database, UpiRequestsTable } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';

/** A UPI payment request as stored (issue 27, docs/decisions/0098). */
export type UpiRequestRow = Selectable<UpiRequestsTable>;

/** How long a request for a UPI-on-delivery order stays open, in ms: the day of its delivery and some. */
export const ORDER_UPI_REQUEST_LIFE_MS = 24 * 60 * 60 * 1000;

/** The most paise a request takes off its bill to find an amount of its own (0-99). */
export const UPI_REQUEST_PAISE_OFF_MAX = 99;

/**
 * How many times a request tries the next free amount when another took it at the same moment: each miss
 * means another request committed one of the bill's 100 amounts (or the order's own request), so this
 * bounds the loop without ever giving up while an amount is free.
 */
const OPEN_TRIES = UPI_REQUEST_PAISE_OFF_MAX + 2;

/** What `openUpiRequest` is asked for: whose, for what, and the bill in paise. */
export type UpiRequestAsk = {
  kind: 'order' | 'topup';
  orderId: string | null;
  userId: string;
  billPaise: number;
  /** How long it stays open, in ms. */
  lifeMs: number;
};

/**
 * Opens a UPI payment request (D98) in the caller's transaction `trx`: the bill less the fewest paise
 * (0 to 99) that no other open request asks, so a credit of exactly that amount names this request alone.
 * First marks every open request past its life expired (their amounts are free again). For an order that
 * already has an open request, answers that one. The database decides: the partial unique index on the
 * open amounts (and on the open order) refuses a second request of the same amount, which then tries the
 * next free one. Answers undefined when all 100 amounts of the bill are taken by open requests (the caller
 * says so; a kitchen would need 100 open UPI payments of one bill at once).
 */
export async function openUpiRequest(
  trx: Kysely<Database>,
  ask: UpiRequestAsk,
  now: Date,
): Promise<UpiRequestRow | undefined> {
  const at = toStoredTime(now);
  await trx
    .updateTable('upi_requests')
    .set({ status: 'expired' })
    .where('status', '=', 'open')
    .where('expires_at', '<=', at)
    .execute();
  for (let attempt = 0; attempt < OPEN_TRIES; attempt++) {
    if (ask.orderId !== null) {
      const open = await findOpenOrderRequest(trx, ask.orderId);
      if (open) return open;
    }
    const taken = await trx
      .selectFrom('upi_requests')
      .select('amount_paise')
      .where('status', '=', 'open')
      .where('amount_paise', '<=', ask.billPaise)
      .where('amount_paise', '>=', ask.billPaise - UPI_REQUEST_PAISE_OFF_MAX)
      .execute();
    const takenAmounts = new Set(taken.map((row) => row.amount_paise));
    let amount: number | undefined;
    for (let off = 0; off <= UPI_REQUEST_PAISE_OFF_MAX && amount === undefined; off++) {
      const candidate = ask.billPaise - off;
      if (candidate > 0 && !takenAmounts.has(candidate)) amount = candidate;
    }
    if (amount === undefined) return undefined;
    const row: UpiRequestRow = {
      id: newId(),
      kind: ask.kind,
      order_id: ask.orderId,
      user_id: ask.userId,
      bill_paise: ask.billPaise,
      amount_paise: amount,
      status: 'open',
      opened_at: at,
      expires_at: toStoredTime(new Date(now.getTime() + ask.lifeMs)),
      paid_at: null,
      rrn: null,
    };
    // Any unique key: another open request of this amount, or of this order, committed first.
    const inserted = await trx
      .insertInto('upi_requests')
      .values(row)
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
  }
  return undefined;
}

/** The order's open UPI request, or undefined. */
export async function findOpenOrderRequest(db: Kysely<Database>, orderId: string): Promise<UpiRequestRow | undefined> {
  return db
    .selectFrom('upi_requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/**
 * The open request asking exactly `amountPaise` whose life holds `receivedAt` (a credit's time), or
 * undefined: at most one, by the partial unique index.
 */
export async function findOpenRequestByAmount(
  db: Kysely<Database>,
  amountPaise: number,
  receivedAt: Date,
): Promise<UpiRequestRow | undefined> {
  const at = toStoredTime(receivedAt);
  return db
    .selectFrom('upi_requests')
    .selectAll()
    .where('status', '=', 'open')
    .where('amount_paise', '=', amountPaise)
    .where('opened_at', '<=', at)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/**
 * Marks the open request `id` paid by the credit `rrn` at `now`, in one conditional UPDATE: true for the one
 * call that did it; false when it was no longer open (paid, expired or cancelled meanwhile).
 */
export async function markUpiRequestPaid(trx: Kysely<Database>, id: string, rrn: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('upi_requests')
    .set({ status: 'paid', rrn, paid_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes the order's open request (the order was cancelled, or paid another way): its amount is free again. */
export async function cancelOrderUpiRequest(trx: Kysely<Database>, orderId: string): Promise<void> {
  await trx
    .updateTable('upi_requests')
    .set({ status: 'cancelled' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .execute();
}

/** The newest `limit` open order requests: the orders awaiting a UPI payment ('Payments to match', D98). */
export async function listOpenOrderRequests(db: Kysely<Database>, limit: number): Promise<UpiRequestRow[]> {
  return db
    .selectFrom('upi_requests')
    .selectAll()
    .where('status', '=', 'open')
    .where('kind', '=', 'order')
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
