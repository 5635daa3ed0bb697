import { useState } from 'react';
import { Link } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import { dietTagWords, quantityWords, unitWords, type Ingredient } from '@rasoi/domain/recipes';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { dateWord } from '@rasoi/domain/slot-words';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { formatPaise } from '../../ui/format.ts';
import { useIngredients } from './api/ingredients.ts';
import { IngredientForm } from './ingredient-form.tsx';
import { PriceForm } from './price-form.tsx';

/** One ingredient of the list: names, pack, tags, today's and the next price; change it or set a price. */
function IngredientRow({ ingredient, today }: { ingredient: Ingredient; today: string }) {
  const [open, setOpen] = useState<'change' | 'price' | null>(null);
  const unit = unitWords(ingredient.unit);
  return (
    <li className="py-3">
      <article aria-label={ingredient.name}>
        <h3 className="font-semibold text-ink">
          {ingredient.name}
          {ingredient.name_hi ? (
            <span lang="hi" className="ml-2 font-normal text-muted">
              {ingredient.name_hi}
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-muted">
          {m.ingredientPackWords({ pack: quantityWords(ingredient.pack_milli, ingredient.unit) })}
          {ingredient.diet_tags.length > 0 ? ` · ${ingredient.diet_tags.map(dietTagWords).join(', ')}` : ''}
        </p>
        <p className="text-sm text-ink">
          {ingredient.price
            ? m.ingredientPriceNow({ price: formatPaise(ingredient.price.price_paise), unit })
            : m.ingredientNoPrice()}
          {ingredient.next_price ? (
            <span className="ml-1.5 text-muted">
              ·{' '}
              {m.ingredientNextPrice({
                price: formatPaise(ingredient.next_price.price_paise),
                day: dateWord(ingredient.next_price.from_day),
              })}
            </span>
          ) : null}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-4">
          <button
            type="button"
            aria-expanded={open === 'change'}
            aria-label={m.ingredientChangeNamed({ name: ingredient.name })}
            onClick={() => setOpen(open === 'change' ? null : 'change')}
            className="min-h-11 text-sm font-semibold text-primary underline"
          >
            {m.ingredientChange()}
          </button>
          <button
            type="button"
            aria-expanded={open === 'price'}
            aria-label={m.ingredientSetPriceNamed({ name: ingredient.name })}
            onClick={() => setOpen(open === 'price' ? null : 'price')}
            className="min-h-11 text-sm font-semibold text-primary underline"
          >
            {m.ingredientSetPrice()}
          </button>
        </div>
        {open === 'change' ? <IngredientForm editing={ingredient} done={() => setOpen(null)} /> : null}
        {open === 'price' ? <PriceForm ingredient={ingredient} today={today} done={() => setOpen(null)} /> : null}
      </article>
    </li>
  );
}

/**
 * 'Ingredients' (issue 28 part 3, D109; /seller/ingredients): the form to add one, then the kitchen's
 * ingredients by name, each with its pack, diet tags and price, to change or price. Reached from the menu.
 */
export function IngredientsPage() {
  const timeZone = useKitchenTimeZone();
  const today = localDateAt(new Date(), timeZone);
  const ingredients = useIngredients();
  return (
    <div className="space-y-4 px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.ingredientsTitle()}</h1>
      <p className="text-sm text-muted">{m.ingredientsHint()}</p>
      <Link
        to={sellerPaths.marketList}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
      >
        {m.marketListTitle()}
      </Link>
      <h2 className="text-lg font-bold text-ink">{m.ingredientAdd()}</h2>
      <IngredientForm editing={null} done={() => undefined} />
      <h2 className="text-lg font-bold text-ink">{m.ingredientsList()}</h2>
      {ingredients.isPending ? <ListSkeleton /> : null}
      {ingredients.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {ingredients.error.message}
        </p>
      ) : null}
      {ingredients.data?.length === 0 ? <ListEmpty text={m.ingredientsEmpty()} /> : null}
      {ingredients.data && ingredients.data.length > 0 ? (
        <ul
          aria-label={m.ingredientsList()}
          className="divide-y divide-line rounded-3xl bg-white px-4 ring-1 ring-line"
        >
          {ingredients.data.map((ingredient) => (
            <IngredientRow key={ingredient._id} ingredient={ingredient} today={today} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
