import type { Kysely, Selectable } from 'kysely';
import type { UpiRequest } from '@rasoi/domain/upi-requests';
import type { Database, UpiRequestsTable } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';

/** A UPI payment request as stored (issue 27, docs/decisions/0098). */
export type UpiRequestRow = Selectable<UpiRequestsTable>;

/** A stored request as the API answers it. */
export function toUpiRequest(row: UpiRequestRow): UpiRequest {
  return {
    _id: row.id,
    bill_paise: row.bill_paise,
    amount_paise: row.amount_paise,
    status: row.status,
    expires_at: row.expires_at,
  };
}

/** How long a request for a UPI-on-delivery order stays open, in ms: the day of its delivery and some. */
export const ORDER_UPI_REQUEST_LIFE_MS = 24 * 60 * 60 * 1000;

/**
 * How long a household's top-up request stays open, in ms (D99): 30 minutes, time to open the UPI app and
 * pay, short enough that its exact amount is soon free for others. Asking again for the same amount renews it.
 */
export const TOPUP_UPI_REQUEST_LIFE_MS = 30 * 60 * 1000;

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
 * already has an open request, answers that one. A household has one open top-up (D99): an open top-up of
 * the same bill is answered with its life renewed from `now`; one of another bill is cancelled, and this one
 * replaces it. The database decides: the partial unique indexes on the open amounts, the open order and the
 * household's open top-up refuse a second request, which then tries again (the next free amount, or the
 * request that won). Answers undefined when all 100 amounts of the bill are taken by open requests (the caller
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
  const expiresAt = toStoredTime(new Date(now.getTime() + ask.lifeMs));
  for (let attempt = 0; attempt < OPEN_TRIES; attempt++) {
    const open =
      ask.orderId !== null ? await findOpenOrderRequest(trx, ask.orderId) : await findOpenTopUp(trx, ask.userId);
    if (open && ask.kind === 'order') return open;
    if (open && open.bill_paise === ask.billPaise) {
      const renewed = await renewOpenRequest(trx, open.id, expiresAt);
      if (renewed) return renewed;
    } else if (open) {
      await closeOpenRequest(trx, open.id);
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
      expires_at: expiresAt,
      paid_at: null,
      rrn: null,
    };
    // Any unique key: another open request of this amount, of this order or this household's top-up
    // committed first.
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

/** The amount in paise that paid the order's UPI request (D98: the bill less a few paise), or undefined. */
export async function findPaidOrderAmount(db: Kysely<Database>, orderId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('upi_requests')
    .select('amount_paise')
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return row?.amount_paise;
}

/** The household `userId`'s open top-up request, or undefined (at most one, by the partial unique index). */
async function findOpenTopUp(db: Kysely<Database>, userId: string): Promise<UpiRequestRow | undefined> {
  return db
    .selectFrom('upi_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'topup')
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** Gives the open request `id` a new end of life; undefined when it was no longer open. */
async function renewOpenRequest(
  trx: Kysely<Database>,
  id: string,
  expiresAt: string,
): Promise<UpiRequestRow | undefined> {
  return trx
    .updateTable('upi_requests')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** Cancels the open request `id` (a household's top-up replaced by another amount): its amount is free again. */
async function closeOpenRequest(trx: Kysely<Database>, id: string): Promise<void> {
  await trx
    .updateTable('upi_requests')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** The request `id`, whatever its status, or undefined. */
export async function findUpiRequest(db: Kysely<Database>, id: string): Promise<UpiRequestRow | undefined> {
  return db.selectFrom('upi_requests').selectAll().where('id', '=', id).executeTakeFirst();
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

/**
 * Undoes `markUpiRequestPaid` of the request `id` by the credit `rrn` in the same transaction `trx` (its
 * top-up could not be posted: the account would hold more than it may), so the transaction leaves the
 * request open as it found it and the credit goes to the seller.
 */
export async function unmarkUpiRequestPaid(trx: Kysely<Database>, id: string, rrn: string): Promise<void> {
  await trx
    .updateTable('upi_requests')
    .set({ status: 'open', rrn: null, paid_at: null })
    .where('id', '=', id)
    .where('rrn', '=', rrn)
    .execute();
}

/**
 * The seller assigns the credit `rrn` to the household's top-up request `id` by hand (D99): marks it paid in
 * one conditional UPDATE while it is a top-up still open or expired unpaid. True for the one call that did it;
 * false when it is paid, replaced, or no top-up.
 */
export async function markTopUpPaidByHand(trx: Kysely<Database>, id: string, rrn: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('upi_requests')
    .set({ status: 'paid', rrn, paid_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('kind', '=', 'topup')
    .where((eb) => eb.or([eb('status', '=', 'open'), eb('status', '=', 'expired')]))
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

/** A household's top-up awaiting its payment, with the household's mobile number ('Payments to match', D99). */
export type AwaitedTopUpRow = UpiRequestRow & { mobile: string };

/**
 * The newest `limit` top-up requests opened since `since` (stored time) and not paid: open, or past their life
 * unpaid (a payment may come late, or of the rounded amount), each with the household's mobile number. A
 * replaced request is not listed: its household's newer one is.
 */
export async function listAwaitedTopUps(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<AwaitedTopUpRow[]> {
  return db
    .selectFrom('upi_requests')
    .innerJoin('users', 'users.id', 'upi_requests.user_id')
    .selectAll('upi_requests')
    .select('users.mobile')
    .where('upi_requests.kind', '=', 'topup')
    .where((eb) => eb.or([eb('upi_requests.status', '=', 'open'), eb('upi_requests.status', '=', 'expired')]))
    .where('upi_requests.opened_at', '>=', since)
    .orderBy('upi_requests.opened_at', 'desc')
    .orderBy('upi_requests.id', 'desc')
    .limit(limit)
    .execute();
}
