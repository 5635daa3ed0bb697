import type { Kysely } from 'kysely';
import { defaultKitchenSettings, type KitchenSettings, type Society } from '@rasoi/domain/kitchen-settings';
import { DEFAULT_COUPON_OFFERS, DEFAULT_ETA_MINUTES } from '@rasoi/domain/constants';
import { DEFAULT_SERVICEABLE_PINCODES } from '@rasoi/domain/address';
import { BASE_LOCALE, toLocale } from '@rasoi/domain/locale';
import type { Config } from '../../../config.ts';
import type { Database, KitchenSettingsTable } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/** The one settings row's id. */
const SETTINGS_ID = 1;

type SettingsRow = KitchenSettingsTable;

/** A stored row as the domain's settings (lists parsed from their JSON text). */
function fromRow(row: SettingsRow): KitchenSettings {
  return {
    name: row.name,
    description: row.description,
    support_phone: row.support_phone,
    fssai_licence: row.fssai_licence,
    serviceable_pincodes: JSON.parse(row.serviceable_pincodes) as string[],
    societies: JSON.parse(row.societies) as Society[],
    upi_id: row.upi_id,
    order_eta_minutes: row.order_eta_minutes,
    coupon_offers: JSON.parse(row.coupon_offers) as number[],
    order_days_ahead: row.order_days_ahead,
    cancel_window_minutes: row.cancel_window_minutes,
    household_plates_max: row.household_plates_max,
    language: toLocale(row.language) ?? BASE_LOCALE,
  };
}

/** The columns a (partial, already validated) change writes: only the settings it names. */
function toColumns(patch: Partial<KitchenSettings>): Partial<SettingsRow> {
  const columns: Partial<SettingsRow> = {};
  if (patch.name !== undefined) columns.name = patch.name;
  if (patch.description !== undefined) columns.description = patch.description;
  if (patch.support_phone !== undefined) columns.support_phone = patch.support_phone;
  if (patch.fssai_licence !== undefined) columns.fssai_licence = patch.fssai_licence;
  if (patch.serviceable_pincodes !== undefined)
    columns.serviceable_pincodes = JSON.stringify(patch.serviceable_pincodes);
  if (patch.societies !== undefined) columns.societies = JSON.stringify(patch.societies);
  if (patch.upi_id !== undefined) columns.upi_id = patch.upi_id;
  if (patch.order_eta_minutes !== undefined) columns.order_eta_minutes = patch.order_eta_minutes;
  if (patch.coupon_offers !== undefined) columns.coupon_offers = JSON.stringify(patch.coupon_offers);
  if (patch.order_days_ahead !== undefined) columns.order_days_ahead = patch.order_days_ahead;
  if (patch.cancel_window_minutes !== undefined) columns.cancel_window_minutes = patch.cancel_window_minutes;
  if (patch.household_plates_max !== undefined) columns.household_plates_max = patch.household_plates_max;
  if (patch.language !== undefined) columns.language = patch.language;
  return columns;
}

/**
 * The kitchen's stored settings (issue 13, docs/decisions/0040), read from the database each call
 * (hot paths use the cached `ctx.kitchenSettings.get()` instead). Takes the database or a transaction.
 * A database the server never started on (no row yet) reads the built-in defaults.
 */
export async function readKitchenSettings(db: Kysely<Database>): Promise<KitchenSettings> {
  const row = await db.selectFrom('kitchen_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  return row
    ? fromRow(row)
    : defaultKitchenSettings({
        serviceablePincodes: DEFAULT_SERVICEABLE_PINCODES,
        orderEtaMinutes: DEFAULT_ETA_MINUTES,
        couponOffers: DEFAULT_COUPON_OFFERS,
      });
}

/**
 * Writes the first settings row from the server's configuration (SERVICEABLE_PINCODES,
 * ORDER_ETA_MINUTES, COUPON_OFFERS; D40) unless there is one: later starts leave the stored settings
 * as the seller left them. One statement, so two instances starting at once write one row.
 */
export async function seedKitchenSettings(
  db: Kysely<Database>,
  config: Pick<Config, 'serviceablePincodes' | 'orderEtaMinutes' | 'couponOffers'>,
  now: Date,
): Promise<void> {
  const seed = defaultKitchenSettings(config);
  await db
    .insertInto('kitchen_settings')
    .values({
      id: SETTINGS_ID,
      ...(toColumns(seed) as Omit<SettingsRow, 'id' | 'updated_at'>),
      updated_at: toStoredTime(now),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * Changes the settings the (validated) patch names and returns them all, in one UPDATE: a setting the
 * patch leaves out is never written, so two changes of different settings at once both land, and
 * each change is whole or not at all (D40). The row exists once the server has started (seeded).
 */
export async function updateKitchenSettings(
  db: Kysely<Database>,
  patch: Partial<KitchenSettings>,
  now: Date,
): Promise<KitchenSettings> {
  const row = await db
    .updateTable('kitchen_settings')
    .set({ ...toColumns(patch), updated_at: toStoredTime(now) })
    .where('id', '=', SETTINGS_ID)
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(row);
}
