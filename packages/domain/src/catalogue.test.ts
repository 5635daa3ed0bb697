import { describe, expect, it } from 'vitest';
import { hindiDescriptionTooLong } from './i18n/messages/hindidescriptiontoolong3.js';
import { hindiNameTooLong } from './i18n/messages/hindinametoolong3.js';
import { hindiTextInvalid } from './i18n/messages/hinditextinvalid2.js';
import {
  createDishBodySchema,
  createMealBodySchema,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  patchDishBodySchema,
  patchMealBodySchema,
} from './catalogue.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { hindiDescriptionTooLong, hindiNameTooLong, hindiTextInvalid };

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('catalogue payloads (issue 3)', () => {
  const dish = { name: 'Jeera Aloo', selling_price: '60', category: 'sabzi-dry', sub_category: 'regular' };

  it('takes the free-text prices of the spec form as whole rupees', () => {
    expect(createDishBodySchema.parse(dish)).toMatchObject({ selling_price: 60, description: '', img_url: [] });
  });

  it('refuses fractional, negative, huge and non-numeric prices', () => {
    for (const selling_price of ['60.5', -1, 100_001, 'sixty', null, [], true, '']) {
      expect(createDishBodySchema.safeParse({ ...dish, selling_price }).success).toBe(false);
    }
  });

  it('wants a name of at most 80 characters', () => {
    expect(firstMessage(createDishBodySchema.safeParse({ ...dish, name: ' ' }))).toBe('Name is required');
    expect(createDishBodySchema.safeParse({ ...dish, name: 'x'.repeat(81) }).success).toBe(false);
  });

  it('takes categories and tags only from the spec lists', () => {
    expect(createDishBodySchema.safeParse({ ...dish, category: 'pizza' }).success).toBe(false);
    const meal = { category: 'Mini Thali', name: 'Dal Chawal', cost_price: 50, selling_price: 99, actual_price: 146 };
    expect(createMealBodySchema.safeParse(meal).success).toBe(true);
    expect(createMealBodySchema.safeParse({ ...meal, category: 'Mega Thali' }).success).toBe(false);
    expect(patchMealBodySchema.safeParse({ tag: 'spicy' }).success).toBe(false);
  });

  it('lets a patch change only what it names, and only the named fields', () => {
    expect(patchDishBodySchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(patchMealBodySchema.safeParse({ is_show: true, selling_price: 1 }).success).toBe(false);
    expect(patchMealBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('the Hindi name and description (issue 16, D62)', () => {
  const dish = { name: 'Jeera Aloo', selling_price: '60', category: 'sabzi-dry', sub_category: 'regular' };
  const meal = { category: 'Mini Thali', name: 'Dal Chawal', cost_price: 50, selling_price: 99, actual_price: 146 };

  it('are optional: none reads as null', () => {
    expect(createDishBodySchema.parse(dish)).toMatchObject({ name_hi: null, description_hi: null });
    expect(createMealBodySchema.parse(meal)).toMatchObject({ name_hi: null, description_hi: null });
  });

  it('are kept trimmed, and empty or blank reads as none', () => {
    const parsed = createDishBodySchema.parse({ ...dish, name_hi: ' जीरा आलू ', description_hi: '   ' });
    expect(parsed).toMatchObject({ name_hi: 'जीरा आलू', description_hi: null });
    expect(createMealBodySchema.parse({ ...meal, name_hi: '', description_hi: null })).toMatchObject({
      name_hi: null,
      description_hi: null,
    });
  });

  it('hold to the English limits, with their own messages', () => {
    const longName = { ...dish, name_hi: 'क'.repeat(MAX_NAME_LENGTH + 1) };
    expect(firstMessage(createDishBodySchema.safeParse(longName))).toBe(m.hindiNameTooLong({ max: MAX_NAME_LENGTH }));
    expect(createDishBodySchema.safeParse({ ...dish, name_hi: 'क'.repeat(MAX_NAME_LENGTH) }).success).toBe(true);
    const longText = { ...meal, description_hi: 'क'.repeat(MAX_DESCRIPTION_LENGTH + 1) };
    expect(firstMessage(createMealBodySchema.safeParse(longText))).toBe(
      m.hindiDescriptionTooLong({ max: MAX_DESCRIPTION_LENGTH }),
    );
  });

  it('refuse anything but text or null', () => {
    expect(firstMessage(createDishBodySchema.safeParse({ ...dish, name_hi: 5 }))).toBe(m.hindiTextInvalid());
    expect(firstMessage(patchMealBodySchema.safeParse({ description_hi: ['x'] }))).toBe(m.hindiTextInvalid());
  });

  it('may be changed or cleared alone by a patch, and a patch without them leaves them out', () => {
    expect(patchMealBodySchema.parse({ name_hi: 'दाल चावल' })).toEqual({ name_hi: 'दाल चावल' });
    expect(patchMealBodySchema.parse({ name_hi: '' })).toEqual({ name_hi: null });
    expect(patchDishBodySchema.parse({ description_hi: null })).toEqual({ description_hi: null });
    expect(patchDishBodySchema.parse({ is_show: true })).toEqual({ is_show: true });
  });
});
