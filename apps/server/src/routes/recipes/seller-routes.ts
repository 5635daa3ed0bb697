import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { foodCost } from '../../flows/recipes/food-cost.ts';
import { getRecipe } from '../../modules/recipes/get-recipe.ts';
import { itemDietTags } from '../../modules/recipes/item-diet-tags.ts';
import { listIngredients } from '../../modules/recipes/list-ingredients.ts';
import { marketList } from '../../modules/recipes/market-list.ts';
import { listPlateCosts } from '../../modules/recipes/plate-costs.ts';
import { saveIngredient } from '../../modules/recipes/save-ingredient.ts';
import { saveMarketEstimate } from '../../modules/recipes/save-market-estimate.ts';
import { saveRecipe } from '../../modules/recipes/save-recipe.ts';
import { setIngredientPrice } from '../../modules/recipes/set-ingredient-price.ts';

/**
 * The kitchen's ingredients, recipes, plate costs and market list (issue 28 part 3, docs/decisions/0109,
 * 0110), and the cost of food sold beside Income; seller only (their contract entries).
 */
export const sellerRecipeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listIngredients, async () => ({
    status: 'success',
    data: { ingredients: await listIngredients(ctx) },
  }));

  defineRoute(app, contract.saveIngredient, async (request, reply) => {
    const { ingredient, created } = await saveIngredient(ctx, request.body);
    if (created) reply.code(201);
    return { status: 'success', data: { ingredient } };
  });

  defineRoute(app, contract.setIngredientPrice, async (request) => ({
    status: 'success',
    data: { ingredient: await setIngredientPrice(ctx, request.params.id, request.body) },
  }));

  defineRoute(app, contract.getItemDietTags, async () => ({ status: 'success', data: await itemDietTags(ctx) }));

  defineRoute(app, contract.getRecipe, async (request) => ({
    status: 'success',
    data: await getRecipe(ctx, request.params.kind, request.params.id),
  }));

  defineRoute(app, contract.saveRecipe, async (request) => ({
    status: 'success',
    data: await saveRecipe(ctx, request.params.kind, request.params.id, request.body),
  }));

  defineRoute(app, contract.listPlateCosts, async () => ({ status: 'success', data: await listPlateCosts(ctx) }));

  defineRoute(app, contract.getMarketList, async (request) => ({
    status: 'success',
    data: await marketList(ctx, request.query),
  }));

  defineRoute(app, contract.getFoodCost, async (request) => ({
    status: 'success',
    data: await foodCost(ctx, request.query),
  }));

  defineRoute(app, contract.saveMarketEstimate, async (request) => ({
    status: 'success',
    data: await saveMarketEstimate(ctx, request.body),
  }));
};
