import { z } from 'zod';
import { idSchema } from './api.ts';
import { DAY_MENU_ITEMS_MAX } from './constants.ts';
import { dayMenuCopySameDay } from './i18n/messages/daymenucopysameday4.js';
import { dayMenuInvalid } from './i18n/messages/daymenuinvalid2.js';
import { dayMenuTooMany } from './i18n/messages/daymenutoomany3.js';
import { invalidDate } from './i18n/messages/invaliddate1.js';
import { intlLocale } from './locale.ts';
import { localDateSchema } from './seller.ts';
import { addDays } from './slots.ts';
import { dateFormat } from './slot-dates.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { dayMenuCopySameDay, dayMenuInvalid, dayMenuTooMany, invalidDate };

/**
 * The day's menu (issue 14): the seller decides which thalis and dishes each slot of a day offers.
 * The rule, written once here and applied by the server's order check and the web app's filter:
 * a slot with no menu rows offers the whole shown-and-active catalogue (the behaviour before day
 * menus); a slot with rows offers only those items, and still only while they are shown and active.
 * The items' own flags stay the whole catalogue's. The rule itself is in day-menu-rule.ts, free of zod
 * for the web app's first load.
 */

export { itemsOnMenu, offersItem, type MenuItemKind } from './day-menu-rule.ts';

const idListSchema = z
  .array(idSchema, { error: () => m.dayMenuInvalid() })
  .max(DAY_MENU_ITEMS_MAX, { error: () => m.dayMenuTooMany() })
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /slots/{id}/menu` (seller): the slot's whole menu, replacing the stored one. Both lists empty
 * means the whole catalogue again. Repeated ids count once.
 */
export const slotMenuBodySchema = z.strictObject(
  { meal_ids: idListSchema, dish_ids: idListSchema },
  { error: () => m.dayMenuInvalid() },
);
export type SlotMenuBody = z.input<typeof slotMenuBodySchema>;

/**
 * A slot's menu as the API answers it: `all` when the slot has no rows (the whole catalogue is offered;
 * the lists are then empty), else the ids it names. Ids are as stored: an item deleted since, or hidden,
 * may still be named; only items that are shown and active are ever orderable.
 */
export const slotMenuSchema = z.object({
  slot_id: z.string(),
  all: z.boolean(),
  meal_ids: z.array(z.string()),
  dish_ids: z.array(z.string()),
});
export type SlotMenu = z.infer<typeof slotMenuSchema>;
export const slotMenuDataSchema = z.object({ menu: slotMenuSchema });

/**
 * `POST /day-menu/copy` (seller): copies `from`'s slot menus onto `to`'s slots ('yyyy-mm-dd'), slot by
 * slot; 'last week's same weekday' is `from` = `to` - 7 days.
 */
export const dayMenuCopyBodySchema = z
  .strictObject({ from: localDateSchema, to: localDateSchema }, { error: () => m.invalidDate() })
  .refine((body) => body.from !== body.to, { error: () => m.dayMenuCopySameDay() });
export type DayMenuCopyBody = z.input<typeof dayMenuCopyBodySchema>;

/** The answer of a copy: the `to` day's slot menus after it. */
export const dayMenuDataSchema = z.object({ date: z.string(), menus: z.array(slotMenuSchema) });
export type DayMenuData = z.infer<typeof dayMenuDataSchema>;

/** The weekday's full name of a date ('yyyy-mm-dd'): 'Thursday'. */
export function weekdayName(date: string, locale: string = intlLocale()): string {
  return dateFormat(locale, { timeZone: 'UTC', weekday: 'long' }).format(addDays(date, 0));
}
