import type { z } from 'zod';
import type { SellerMeal } from '@rasoi/domain/api';
import type { createMealBodySchema } from '@rasoi/domain/catalogue';
import { DEFAULT_MEAL_TAG, THALI_END_HOUR, THALI_RATING, THALI_START_HOUR } from '@rasoi/domain/constants';
import type { AppContext } from '../../../app-context.ts';
import { toStoredTime } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/crypto.ts';
import { findDishesByIds, findMeal, insertMeal } from './menu-queries.ts';

/**
 * The seller adds a thali (spec 3 'Thali creation payload'; issue 3): shown and active, the fixed
 * hours 0-23 and rating '4.8' whatever the client sends, `date` = now, the tag best-seller unless
 * given (docs/decisions/0011), the Hindi name and description when given (issue 16, D62). Every
 * chosen dish must exist (repeats count once, first place kept); otherwise 400 m.thaliDishMissing() and
 * nothing is stored. Returns the new meal.
 */
export async function createMeal(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  input: z.output<typeof createMealBodySchema>;
}): Promise<SellerMeal> {
  const { ctx, input } = options;
  const now = toStoredTime(ctx.now());
  const dishIds = [...new Set(input.dishes)];
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const found = await findDishesByIds(trx, dishIds);
    if (found.length !== dishIds.length) throw new AppError('BAD_REQUEST', 'thaliDishMissing');
    await insertMeal(
      trx,
      {
        id,
        name: input.name,
        description: input.description,
        img_url: JSON.stringify(input.img_url),
        selling_price: input.selling_price,
        actual_price: input.actual_price,
        cost_price: input.cost_price,
        tag: input.tag ?? DEFAULT_MEAL_TAG,
        category: input.category,
        sub_category: null,
        is_active: 1,
        is_show: 1,
        asset_aws_key: input.asset_aws_key ?? null,
        start_hour: THALI_START_HOUR,
        end_hour: THALI_END_HOUR,
        date: now,
        rating: THALI_RATING,
        created_at: now,
        name_hi: input.name_hi,
        description_hi: input.description_hi,
      },
      dishIds,
    );
  });
  return (await findMeal(ctx.db, id))!;
}
