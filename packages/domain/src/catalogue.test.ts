import { describe, expect, it } from 'vitest';
import { createDishBodySchema, createMealBodySchema, patchDishBodySchema, patchMealBodySchema } from './catalogue.ts';

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
