import { describe, expect, it } from 'vitest';
import { DAY_MENU_ITEMS_MAX } from './constants.ts';
import { dayMenuCopyBodySchema, itemsOnMenu, offersItem, slotMenuBodySchema, weekdayName } from './day-menu.ts';
import { dayMenuCopySameDay } from './i18n/messages/daymenucopysameday4.js';
import { dayMenuTooMany } from './i18n/messages/daymenutoomany3.js';
import { invalidMobile } from './i18n/messages/invalidmobile1.js';
import { phoneOrderAddressRequired } from './i18n/messages/phoneorderaddressrequired3.js';
import { dateWord } from './slot-words.ts';
import { phoneOrderBodySchema } from './phone-order.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { dayMenuCopySameDay, dayMenuTooMany, invalidMobile, phoneOrderAddressRequired };

const menu = { slot_id: 's1', all: false, meal_ids: ['m1'], dish_ids: ['d2'] };

describe("the day's menu rule (issue 14)", () => {
  it('offers everything without a menu or with `all`, else only what it names, by kind', () => {
    expect(offersItem(undefined, 'meal', 'm9')).toBe(true);
    expect(offersItem({ ...menu, all: true, meal_ids: [] }, 'dish', 'd9')).toBe(true);
    expect(offersItem(menu, 'meal', 'm1')).toBe(true);
    expect(offersItem(menu, 'dish', 'm1')).toBe(false);
    const items = itemsOnMenu(menu, [{ _id: 'm1' }, { _id: 'm2' }], [{ _id: 'd1' }, { _id: 'd2' }]);
    expect(items).toEqual({ meals: [{ _id: 'm1' }], dishes: [{ _id: 'd2' }] });
  });

  it('takes a menu of id lists, repeated ids once, at most DAY_MENU_ITEMS_MAX each', () => {
    expect(slotMenuBodySchema.parse({ meal_ids: ['a', 'a', 'b'], dish_ids: [] })).toEqual({
      meal_ids: ['a', 'b'],
      dish_ids: [],
    });
    const many = Array.from({ length: DAY_MENU_ITEMS_MAX + 1 }, (_, i) => `id${i}`);
    expect(slotMenuBodySchema.safeParse({ meal_ids: many, dish_ids: [] }).error?.issues[0]?.message).toBe(
      m.dayMenuTooMany(),
    );
    expect(slotMenuBodySchema.safeParse({ meal_ids: [] }).success).toBe(false);
  });

  it('copies between two different days', () => {
    expect(dayMenuCopyBodySchema.safeParse({ from: '2026-11-19', to: '2026-11-26' }).success).toBe(true);
    expect(dayMenuCopyBodySchema.safeParse({ from: '2026-11-26', to: '2026-11-26' }).error?.issues[0]?.message).toBe(
      m.dayMenuCopySameDay(),
    );
  });

  it('names a day by its date and weekday', () => {
    expect(dateWord('2026-11-26')).toBe('Thu, 26 Nov');
    expect(weekdayName('2026-11-26')).toBe('Thursday');
  });
});

describe('a phone order (issue 14)', () => {
  const lines = { meals: [{ meal_id: 'm1', quantity: 1 }] };
  const address = {
    reciever_name: 'Asha',
    flat_number: 'B-504',
    tower_number: 'T7',
    society: 'Green Meadows',
    locality: 'Indirapuram',
    pincode: '201009',
  };

  it('takes a new address or a saved one, exactly one of them', () => {
    expect(phoneOrderBodySchema.safeParse({ mobile: '9811122233', address, ...lines }).success).toBe(true);
    expect(phoneOrderBodySchema.safeParse({ mobile: '9811122233', address_id: 'a1', ...lines }).success).toBe(true);
    const both = phoneOrderBodySchema.safeParse({ mobile: '9811122233', address, address_id: 'a1', ...lines });
    expect(both.error?.issues[0]?.message).toBe(m.phoneOrderAddressRequired());
    expect(phoneOrderBodySchema.safeParse({ mobile: '98111', address, ...lines }).error?.issues[0]?.message).toBe(
      m.invalidMobile(),
    );
  });
});
