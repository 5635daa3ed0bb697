import type { Kysely, Selectable } from 'kysely';
import type { AddressInput } from '@rasoi/domain/address';
import type { Address } from '@rasoi/domain/api';
import { ADDRESSES_PER_CUSTOMER_MAX } from '@rasoi/domain/constants';
import { engineOfDb } from '../../../db/dialect.ts';
import { compiledQuery } from '../../../db/compiled-query.ts';
import type { AddressesTable, Database } from '../../../db/schema.ts';
import { newId } from '../../../lib/crypto.ts';
import { toStoredTime } from '../../../db/values.ts';

export type AddressRow = Selectable<AddressesTable>;

/** A stored address as the API answers it (spec 3 Address). */
export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    reciever_name: row.reciever_name,
    reciever_mobile: row.reciever_mobile,
    flat_number: row.flat_number,
    tower_number: row.tower_number,
    society: row.society,
    locality: row.locality,
    pincode: row.pincode,
  };
}

/** The user's addresses, newest first. */
export async function listUserAddresses(db: Kysely<Database>, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The address with this id if it is the user's; undefined otherwise (another's looks the same as none). */
export async function findUserAddress(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [address] = await userAddress(db, { userId, id });
  return address;
}

// Read by every order (D116): built and compiled once.
const userAddress = compiledQuery((db, values: { userId: string; id: string }) =>
  db.selectFrom('addresses').selectAll().where('id', '=', values.id).where('user_id', '=', values.userId),
);

/**
 * The addresses with these ids, each only when it belongs to the user given with it (as `findUserAddress`
 * reads one), by address id: one query for a round of plan meals (D96). `wanted` pairs at most one round's
 * size (the caller's bound).
 */
export async function findUserAddresses(
  db: Kysely<Database>,
  wanted: readonly { userId: string; id: string }[],
): Promise<Map<string, AddressRow>> {
  const found = new Map<string, AddressRow>();
  if (wanted.length === 0) return found;
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where((eb) =>
      // eslint-disable-next-line no-restricted-syntax -- one round of plan meals, bounded by the caller
      eb('id', 'in', [...new Set(wanted.map((item) => item.id))]),
    )
    .execute();
  const owner = new Map(wanted.map((item) => [item.id, item.userId]));
  for (const row of rows) if (owner.get(row.id) === row.user_id) found.set(row.id, row);
  return found;
}

/** Saves a new address for the user and returns the stored row. */
export async function insertAddress(
  db: Kysely<Database>,
  userId: string,
  input: AddressInput,
  now: Date,
): Promise<AddressRow> {
  const row: AddressRow = { id: newId(), user_id: userId, ...input, created_at: toStoredTime(now) };
  await db.insertInto('addresses').values(row).execute();
  return row;
}

/**
 * Saves a new address for the user unless they keep ADDRESSES_PER_CUSTOMER_MAX already (issue 30,
 * docs/decisions/0079); returns the stored row, or undefined when they are full (nothing stored). One
 * conditional INSERT ... SELECT ... WHERE (their count) < max; on PostgreSQL the user's row is locked
 * first in the same transaction, so concurrent saves by one user, through any instance, are counted one
 * after another (SQLite runs one write at a time already).
 */
export async function insertAddressWithinCap(
  db: Kysely<Database>,
  userId: string,
  input: AddressInput,
  now: Date,
): Promise<AddressRow | undefined> {
  const row: AddressRow = { id: newId(), user_id: userId, ...input, created_at: toStoredTime(now) };
  const columns = Object.keys(row) as (keyof AddressRow)[];
  return db.transaction().execute(async (trx) => {
    if (engineOfDb(db) === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    }
    const result = await trx
      .insertInto('addresses')
      .columns(columns)
      .expression(
        trx
          .selectNoFrom((eb) => columns.map((column) => eb.val(row[column]).as(column)))
          .where((eb) =>
            eb(
              eb.selectFrom('addresses').select(eb.fn.countAll().as('kept')).where('user_id', '=', userId),
              '<',
              ADDRESSES_PER_CUSTOMER_MAX,
            ),
          ),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? row : undefined;
  });
}
