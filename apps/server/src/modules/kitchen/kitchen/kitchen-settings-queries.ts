import type { Kysely } from 'kysely';
import { GST_SCHEMES, type GstScheme } from '@rasoi/domain/bills';
import { defaultKitchenSettings, type KitchenSettings, type Society } from '@rasoi/domain/kitchen-settings';
import { DEFAULT_COUPON_OFFERS, DEFAULT_ETA_MINUTES } from '@rasoi/domain/constants';
import { DEFAULT_SERVICEABLE_PINCODES } from '@rasoi/domain/address';
import { BASE_LOCALE, toLocale } from '@rasoi/domain/locale';
import type { Config } from '../../../config.ts';
import type { Database, KitchenSettingsTable } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';

/** The one settings row's id. */
const SETTINGS_ID = 1;

type SettingsRow = KitchenSettingsTable;

/** The stored scheme, 'none' for anything else (the column's check allows only the three). */
const toGstScheme = (text: string): GstScheme =>
  (GST_SCHEMES as readonly string[]).includes(text) ? (text as GstScheme) : 'none';

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
    address: row.address,
    gstin: row.gstin,
    gst_scheme: toGstScheme(row.gst_scheme),
    bill_prefix: row.bill_prefix,
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
  if (patch.address !== undefined) columns.address = patch.address;
  if (patch.gstin !== undefined) columns.gstin = patch.gstin;
  if (patch.gst_scheme !== undefined) columns.gst_scheme = patch.gst_scheme;
  if (patch.bill_prefix !== undefined) columns.bill_prefix = patch.bill_prefix;
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
 * each change is whole or not at all (D40). The row exists once the server has started (seeded). Throws
 * AppError 400 m.gstSchemeNeedsGstin() when the kitchen would be registered for GST without a GSTIN (D107).
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
    // A kitchen registered for GST has its GSTIN (D107), decided on the row as it will be, so two changes
    // at once (the scheme in one, the GSTIN cleared in the other) cannot leave a scheme without it.
    .where((eb) =>
      eb.or([
        eb(patch.gst_scheme === undefined ? eb.ref('gst_scheme') : eb.val(patch.gst_scheme), '=', 'none'),
        eb(patch.gstin === undefined ? eb.ref('gstin') : eb.val(patch.gstin), '!=', ''),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('BAD_REQUEST', 'gstSchemeNeedsGstin');
  return fromRow(row);
}
