import type { Kysely } from 'kysely';
import type { PhoneAddress } from '@rasoi/domain/phone-order';
import type { Database } from '../../db/schema.ts';
import {
  insertAddress,
  listUserAddresses,
  type AddressRow,
} from '../../modules/customers/addresses/address-queries.ts';
import { findOrCreateCustomer } from '../../modules/customers/users/user-queries.ts';
import { ensureRoomForNewCustomer } from '../../modules/ordering/orders/phone-customer-limit.ts';

/**
 * The customer a phone order is for (issue 14): their mobile number, and either a new address or the id
 * of a saved one of theirs; `addedBy`, the seller entering the order (the one a new customer counts for, D79).
 */
export type PhoneCustomer = {
  mobile: string;
  address: PhoneAddress | undefined;
  addressId: string | undefined;
  addedBy: string;
};

/** The id of the customer with this mobile number, or undefined before their first order or login. */
export async function phoneCustomerId(db: Kysely<Database>, mobile: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst())?.id;
}

/**
 * Inside the order's transaction `trx`: finds the customer by mobile or makes them, marked as added by the
 * seller, within the seller's NEW_PHONE_CUSTOMERS_PER_MINUTE (phone-customer-limit.ts, D79: else 429; one
 * INSERT ... ON CONFLICT DO NOTHING on the unique mobile, so two phone orders for a new number at once make one user),
 * and the address: the id given (checked as theirs by the order), else their stored address equal to the
 * one given (any case and spacing), else the one given, saved. A refused order rolls all of it back.
 */
export async function phoneCustomerIn(
  trx: Kysely<Database>,
  phone: PhoneCustomer,
  now: Date,
): Promise<{ userId: string; addressId: string }> {
  const known = await trx.selectFrom('users').selectAll().where('mobile', '=', phone.mobile).executeTakeFirst();
  if (!known) await ensureRoomForNewCustomer(trx, phone.addedBy, now);
  const user = known ?? (await findOrCreateCustomer(trx, phone.mobile, now, phone.addedBy));
  if (phone.addressId !== undefined || !phone.address) return { userId: user.id, addressId: phone.addressId ?? '' };
  const given = { ...phone.address, reciever_mobile: phone.mobile };
  const same = await sameAddress(trx, user.id, given);
  return { userId: user.id, addressId: (same ?? (await insertAddress(trx, user.id, given, now))).id };
}

const ADDRESS_FIELDS = [
  'reciever_name',
  'reciever_mobile',
  'flat_number',
  'tower_number',
  'society',
  'locality',
  'pincode',
] as const;

async function sameAddress(
  db: Kysely<Database>,
  userId: string,
  given: Pick<AddressRow, (typeof ADDRESS_FIELDS)[number]>,
): Promise<AddressRow | undefined> {
  const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const stored = await listUserAddresses(db, userId);
  return stored.find((row) => ADDRESS_FIELDS.every((field) => folded(row[field]) === folded(given[field])));
}
