import type { Kysely } from 'kysely';
import { signFitsKind, type LedgerKind, type LedgerPaymentMethod, type LedgerRecorder } from '@rasoi/domain/ledger';
import type { Database, LedgerEntriesTable } from '../../db/schema.ts';
import { newId } from '../../lib/crypto.ts';
import { findAccount, lockAccount, moveBalance, openAccount, userExists } from './account-queries.ts';
import { findEntryByKey, insertEntry } from './entry-queries.ts';

/** One posting to a household account: signed paise, the kitchen day, why, who, and its idempotency key. */
export type Posting = {
  userId: string;
  kind: LedgerKind;
  /** For a payment only: cash or UPI. */
  method?: LedgerPaymentMethod | null;
  /** Signed, never zero: below zero takes from the account (a meal), above gives (a payment, a refund). */
  amountPaise: number;
  /** The kitchen day (yyyy-mm-dd) the entry belongs to: the meal's, or the day money was taken. */
  day: string;
  /** What caused it, when something did (an order later): its type and id. */
  source?: { type: string; id: string } | null;
  note?: string;
  recordedBy: LedgerRecorder;
  /** Unique per account: the same key posts once, and a repeat answers the first entry. */
  idempotencyKey: string;
};

/**
 * What a posting came to: posted (`replayed` when the key had posted before: the first entry, nothing
 * new, `balancePaise` the balance now), or refused and nothing moved: `overLimit` (below minus the
 * credit limit), `overCeiling` (above ACCOUNT_BALANCE_MAX_PAISE), `noHousehold` (no such user).
 */
export type PostingResult =
  | { posted: true; entry: LedgerEntriesTable; balancePaise: number; replayed: boolean }
  | { posted: false; reason: 'overLimit'; balancePaise: number; creditLimitPaise: number }
  | { posted: false; reason: 'overCeiling' | 'noHousehold' };

/**
 * Posts one entry to a household account (issue 26, docs/decisions/0088) inside the caller's
 * transaction `trx`, so a flow posts a meal's charge in the same transaction as the order it makes.
 * Opens the account for a credit (a payment, refund or positive adjustment); takes the account's lock;
 * answers the first entry when the key posted before; else moves the balance by one conditional UPDATE
 * (the database decides the credit limit, never JavaScript) and stores the entry with the balance it
 * left. A refusal writes nothing but, for a credit, the account's opening row: a caller that must leave
 * no trace throws to roll back. Throws on an amount whose sign does not fit its kind (a caller's bug).
 */
export async function postEntry(trx: Kysely<Database>, posting: Posting, now: Date): Promise<PostingResult> {
  const { userId, amountPaise } = posting;
  if (!Number.isSafeInteger(amountPaise) || !signFitsKind(posting.kind, amountPaise)) {
    throw new Error(`A ${posting.kind} entry cannot be ${amountPaise} paise`);
  }
  const stamp = now.toISOString();
  if (amountPaise > 0) await openAccount(trx, userId, stamp);
  if (!(await lockAccount(trx, userId))) return refusalWithoutAccount(trx, userId, amountPaise);

  const earlier = await findEntryByKey(trx, userId, posting.idempotencyKey);
  if (earlier) {
    const account = await findAccount(trx, userId);
    return { posted: true, entry: earlier, balancePaise: account!.balance_paise, replayed: true };
  }
  const balance = await moveBalance(trx, { userId, amountPaise, day: posting.day, now: stamp });
  if (balance === undefined) {
    // The UPDATE changed nothing; the row as it now reads (under our lock) tells why.
    const account = (await findAccount(trx, userId))!;
    if (amountPaise > 0) return { posted: false, reason: 'overCeiling' };
    return {
      posted: false,
      reason: 'overLimit',
      balancePaise: account.balance_paise,
      creditLimitPaise: account.credit_limit_paise,
    };
  }
  const entry: LedgerEntriesTable = {
    id: newId(),
    user_id: userId,
    kind: posting.kind,
    method: posting.method ?? null,
    amount_paise: amountPaise,
    balance_after_paise: balance,
    day: posting.day,
    source_type: posting.source?.type ?? null,
    source_id: posting.source?.id ?? null,
    note: posting.note ?? '',
    recorded_by: posting.recordedBy,
    idempotency_key: posting.idempotencyKey,
    created_at: stamp,
  };
  await insertEntry(trx, entry);
  return { posted: true, entry, balancePaise: balance, replayed: false };
}

/**
 * Why a posting found no account: no such user, or (a debit of a household that has no account yet)
 * the credit limit of a new account, zero. A credit always finds one, made just before.
 */
async function refusalWithoutAccount(
  trx: Kysely<Database>,
  userId: string,
  amountPaise: number,
): Promise<PostingResult> {
  if (amountPaise > 0 || !(await userExists(trx, userId))) return { posted: false, reason: 'noHousehold' };
  return { posted: false, reason: 'overLimit', balancePaise: 0, creditLimitPaise: 0 };
}
