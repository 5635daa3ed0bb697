import type { Ingredient } from '@rasoi/domain/recipes';
import type { AppContext } from '../../app-context.ts';
import { listIngredientRows, pricesAround } from './ingredient-queries.ts';
import { toIngredient } from './ingredient-answer.ts';
import { kitchenToday } from './kitchen-today.ts';

/** `GET /ingredients` (seller; issue 28 part 3, D109): every ingredient by name, with today's and the next price. */
export async function listIngredients(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<Ingredient[]> {
  const [rows, prices] = await Promise.all([listIngredientRows(ctx.db), pricesAround(ctx.db, kitchenToday(ctx))]);
  return rows.map((row) => toIngredient(row, prices.get(row.id)));
}

/** One ingredient as listIngredients answers it; undefined when there is none by that id. */
export async function readIngredient(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  id: string,
): Promise<Ingredient | undefined> {
  return (await listIngredients(ctx)).find((ingredient) => ingredient._id === id);
}
