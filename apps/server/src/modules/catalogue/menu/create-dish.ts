import type { z } from 'zod';
import type { Dish } from '@rasoi/domain/api';
import type { createDishBodySchema } from '@rasoi/domain/catalogue';
import type { AppContext } from '../../../app-context.ts';
import { toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';
import { findDish, insertDish, toDish } from './menu-queries.ts';

/**
 * The seller adds a dish (spec 3 'Dish creation payload'), shown and active, with its Hindi name and
 * description when given (issue 16, D62). Returns the new dish.
 */
export async function createDish(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  input: z.output<typeof createDishBodySchema>;
}): Promise<Dish> {
  const { ctx, input } = options;
  const id = newId();
  await insertDish(ctx.db, {
    id,
    name: input.name,
    description: input.description,
    img_url: JSON.stringify(input.img_url),
    asset_aws_key: input.asset_aws_key ?? null,
    selling_price: input.selling_price,
    category: input.category,
    sub_category: input.sub_category,
    is_active: 1,
    is_show: 1,
    is_scratched: 0,
    created_at: toStoredTime(ctx.now()),
    name_hi: input.name_hi,
    description_hi: input.description_hi,
  });
  return toDish((await findDish(ctx.db, id))!);
}
