import type { Kysely, Selectable } from 'kysely';
import type { AddressInput } from '@rasoi/domain/address';
import type { Address } from '@rasoi/domain/api';
import type { AddressesTable, Database } from '../../db/schema.ts';
import { newId } from '../../lib/crypto.ts';
import { toStoredTime } from '../../db/values.ts';

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
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
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
