import { localized } from '@rasoi/domain/localized';
import { clockTimeAt, dateWord } from '@rasoi/domain/slot-words';
import { offersItem } from '@rasoi/domain/day-menu-rule';
import { intlLocale, type Locale } from '@rasoi/domain/locale';
import type { AppContext } from '../../../app-context.ts';
import { slotMenuRows, toSlotMenu } from '../day-menu/slot-menu-queries.ts';
import { listMeals } from '../menu/menu-queries.ts';
import { daySlots } from '../slots/day-slots.ts';
import { slotCalendarOf } from '../slots/slot-calendar-of.ts';

/** One thali line of the shared menu: its name and selling price in whole rupees. */
export type SharedThali = { name: string; price: number };

/** One of today's slots on the shared menu, its times as the kitchen's wall clock ('10:30'). */
export type SharedSlot = { name: string; orderBy: string; from: string; to: string };

/**
 * What the shared menu shows (issue 15, D58), and nothing else, so its hash names the picture: a new
 * price, thali, slot, kitchen name or language makes a new picture; an order taking a plate does not.
 */
export type TodaysMenu = {
  kitchen: string;
  /** The kitchen's language (issue 16, D62): every word of the picture and its preview is written in it. */
  locale: Locale;
  /** The kitchen's today, 'yyyy-mm-dd', and as people read it in `locale` ('Thu, 26 Nov', 'गुरु, 26 नव॰'). */
  date: string;
  dateLabel: string;
  thalis: SharedThali[];
  /** Today's slots still taking orders or not yet past their order-by time; empty: orders on demand. */
  slots: SharedSlot[];
};

/**
 * Today's menu as the kitchen shares it (issue 15, D58): the kitchen's name, its today, today's slots
 * whose order-by time is still ahead (made from the weekly plan if not yet), and the thalis on offer:
 * shown and active ones, narrowed to those today's slot menus name when every such slot has its own
 * menu (D50: a slot without one offers the whole catalogue), in the kitchen's language (issue 16: its
 * date and times written for it). Reads the cached settings: not inside a transaction.
 */
export async function readTodaysMenu(ctx: AppContext, now: Date): Promise<TodaysMenu> {
  const settings = await ctx.kitchenSettings.get();
  const calendar = await slotCalendarOf(ctx, now);
  const timeZone = calendar.timeZone;
  const locale = settings.language;
  const intl = intlLocale(locale);
  const slots = (await daySlots(ctx.db, calendar.today, calendar, now)).filter((slot) => slot.state !== 'past');
  const rows = await slotMenuRows(
    ctx.db,
    slots.map((slot) => slot._id),
  );
  const menus = slots.map((slot) => toSlotMenu(slot._id, rows));
  const meals = (await listMeals(ctx.db, { includeHidden: false })).filter(
    (meal) => meal.is_active && (menus.length === 0 || menus.some((menu) => offersItem(menu, 'meal', meal._id))),
  );
  return {
    kitchen: settings.name,
    locale,
    date: calendar.today,
    dateLabel: dateWord(calendar.today, intl),
    // The seller's Hindi name for a Hindi kitchen when there is one (issue 16, D62).
    thalis: meals.map((meal) => ({ name: localized(meal, locale).name, price: meal.selling_price })),
    slots: slots.map((slot) => ({
      name: slot.name,
      orderBy: clockTimeAt(slot.order_by, timeZone, intl),
      from: clockTimeAt(slot.delivery_from, timeZone, intl),
      to: clockTimeAt(slot.delivery_to, timeZone, intl),
    })),
  };
}
