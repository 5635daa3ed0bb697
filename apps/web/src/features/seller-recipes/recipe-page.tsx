import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Trash2 } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { RECIPE_KINDS, quantityWords, type Ingredient, type RecipeData, type RecipeKind } from '@rasoi/domain/recipes';
import { recipePath, sellerPaths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { formatPaise } from '../../ui/format.ts';
import { ListSkeleton } from '../../ui/list-states.tsx';
import { toast } from '../../lib/toast.ts';
import { parsePlateQuantity, plateQuantityText, plateUnitWord } from './amounts.ts';
import { useIngredients } from './api/ingredients.ts';
import { useRecipe, useSaveRecipe } from './api/recipe.ts';
import { plateCostWords } from '../../ui/plate-cost-words.ts';

const FIELD =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

type Line = { key: number; ingredient_id: string; text: string };

let lineKeys = 0;
const newLine = (ingredient_id = '', text = ''): Line => ({ key: (lineKeys += 1), ingredient_id, text });

/** The editor of an item's own lines: an ingredient and a quantity a plate each; saved whole (D109). */
function RecipeForm({ recipe, ingredients }: { recipe: RecipeData; ingredients: Ingredient[] }) {
  const id = useId();
  const save = useSaveRecipe();
  const [lines, setLines] = useState<Line[]>(() =>
    recipe.lines.map((line) => newLine(line.ingredient_id, plateQuantityText(line.quantity_milli, line.unit))),
  );
  const [wrong, setWrong] = useState<ReadonlySet<number>>(new Set());
  const byId = new Map(ingredients.map((each) => [each._id, each]));

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = lines.filter((line) => line.ingredient_id !== '');
    const parsed = chosen.map((line) => ({
      line,
      quantity: parsePlateQuantity(line.text, byId.get(line.ingredient_id)?.unit ?? 'kg'),
    }));
    const bad = new Set(parsed.filter((each) => each.quantity === null).map((each) => each.line.key));
    setWrong(bad);
    if (bad.size > 0) return;
    save.mutate(
      {
        kind: recipe.kind,
        id: recipe.item_id,
        body: {
          lines: parsed.map((each) => ({ ingredient_id: each.line.ingredient_id, quantity_milli: each.quantity! })),
        },
      },
      { onSuccess: () => void toast.success(m.recipeSaved()) },
    );
  }

  const change = (key: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  return (
    <form onSubmit={submit} aria-label={m.recipeOwnLines()} className="space-y-3" noValidate>
      <ul className="space-y-3">
        {lines.map((line, index) => {
          const ingredient = byId.get(line.ingredient_id);
          const name = ingredient?.name ?? String(index + 1);
          return (
            <li key={line.key} className="rounded-2xl bg-white p-3 ring-1 ring-line">
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-40 flex-[2]">
                  <label htmlFor={`${id}-${line.key}-ingredient`} className="mb-1 block text-sm font-medium text-ink">
                    {m.recipeIngredient()}
                  </label>
                  <select
                    id={`${id}-${line.key}-ingredient`}
                    value={line.ingredient_id}
                    onChange={(event) => change(line.key, { ingredient_id: event.target.value })}
                    className={FIELD}
                  >
                    <option value="">{m.recipeChooseIngredient()}</option>
                    {ingredients.map((each) => (
                      <option key={each._id} value={each._id}>
                        {each.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="min-w-28 flex-1">
                  <label htmlFor={`${id}-${line.key}-quantity`} className="mb-1 block text-sm font-medium text-ink">
                    {m.recipeQuantity({ unit: plateUnitWord(ingredient?.unit ?? 'kg') })}
                  </label>
                  <input
                    id={`${id}-${line.key}-quantity`}
                    inputMode="decimal"
                    value={line.text}
                    onChange={(event) => change(line.key, { text: event.target.value })}
                    aria-invalid={wrong.has(line.key) || undefined}
                    aria-describedby={wrong.has(line.key) ? `${id}-${line.key}-error` : undefined}
                    className={FIELD}
                  />
                </div>
                <button
                  type="button"
                  aria-label={m.recipeRemoveLine({ name })}
                  onClick={() => setLines((current) => current.filter((each) => each.key !== line.key))}
                  className="grid size-11 place-items-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              </div>
              {wrong.has(line.key) ? (
                <p id={`${id}-${line.key}-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {m.amountInvalid()}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setLines((current) => [...current, newLine()])}>
          {m.recipeAddLine()}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {m.recipeSave()}
        </Button>
      </div>
    </form>
  );
}

/** A line as read: 'Toor dal 80 g · ₹8' (no price: the quantity alone). */
function lineWords(line: RecipeData['lines'][number]): string {
  const quantity = quantityWords(line.quantity_milli, line.unit);
  return line.cost_paise === null
    ? m.recipeLineWords({ name: line.name, quantity })
    : m.recipeLineCost({ name: line.name, quantity, cost: formatPaise(line.cost_paise) });
}

/**
 * A thali's or dish's recipe (issue 28 part 3, D109; /seller/recipes/:kind/:id, reached from the menu's
 * rows): the plate's cost and margin at today's prices, the editor of its own lines, and for a thali its
 * dishes' recipes (each a link to that dish's). Without ingredients it points to the Ingredients page.
 */
export function RecipePage() {
  const params = useParams();
  const kind = (RECIPE_KINDS as readonly string[]).includes(params.kind ?? '') ? (params.kind as RecipeKind) : 'dish';
  const itemId = params.id ?? '';
  const recipe = useRecipe(kind, itemId);
  const ingredients = useIngredients();
  // A new item's page starts at its top.
  useEffect(() => window.scrollTo(0, 0), [itemId]);

  if (recipe.isError) {
    return (
      <p role="alert" className="px-4 pt-5 text-sm text-red-700">
        {recipe.error.message}
      </p>
    );
  }
  if (!recipe.data || !ingredients.data) return <ListSkeleton />;
  const data = recipe.data;
  return (
    <div className="space-y-4 px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.recipeTitle({ name: data.name })}</h1>
      <p className="text-sm text-muted">{m.recipeHint()}</p>
      <p role="status" className="rounded-2xl bg-primary-soft p-3 font-semibold text-primary-dark">
        {data.lines.length + data.dishes.reduce((sum, dish) => sum + dish.lines.length, 0) === 0
          ? m.plateCostNone()
          : plateCostWords(data.cost)}
        {data.cost.unpriced > 0 ? (
          <span className="block text-sm font-normal">{m.plateCostUnpriced({ count: data.cost.unpriced })}</span>
        ) : null}
      </p>
      <Link
        to={sellerPaths.ingredients}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
      >
        {ingredients.data.length === 0 ? m.recipeNoIngredients() : m.ingredientsTitle()}
      </Link>
      <h2 className="text-lg font-bold text-ink">{m.recipeOwnLines()}</h2>
      <RecipeForm key={`${data.kind}:${data.item_id}`} recipe={data} ingredients={ingredients.data} />
      {data.dishes.length > 0 ? (
        <section aria-labelledby="recipe-dishes" className="space-y-2">
          <h2 id="recipe-dishes" className="text-lg font-bold text-ink">
            {m.recipeDishesTitle()}
          </h2>
          <ul className="divide-y divide-line rounded-3xl bg-white px-4 ring-1 ring-line">
            {data.dishes.map((dish) => (
              <li key={dish._id} className="py-3">
                <Link
                  to={recipePath('dish', dish._id)}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline"
                >
                  {m.recipeDishEdit({ name: dish.name })}
                </Link>
                <p className="text-sm text-muted">
                  {dish.lines.length === 0 ? m.recipeNoLines() : dish.lines.map(lineWords).join(', ')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
