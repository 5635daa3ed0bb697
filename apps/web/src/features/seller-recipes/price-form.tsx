import { useId, useState, type FormEvent } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { unitWords, type Ingredient } from '@rasoi/domain/recipes';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { parseRupees } from './amounts.ts';
import { useSetIngredientPrice } from './api/ingredients.ts';

const FIELD =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * A new price of one unit of an ingredient (issue 28 part 3, D109): rupees (paise sent) and the kitchen day
 * it applies from (default today). Earlier days keep their price; the server refuses a missing day.
 */
export function PriceForm({ ingredient, today, done }: { ingredient: Ingredient; today: string; done: () => void }) {
  const id = useId();
  const setPrice = useSetIngredientPrice();
  const [rupees, setRupees] = useState('');
  const [day, setDay] = useState(today);
  const [wrong, setWrong] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const paise = parseRupees(rupees);
    setWrong(paise === null);
    if (paise === null) return;
    setPrice.mutate(
      { id: ingredient._id, body: { price_paise: paise, from_day: day } },
      {
        onSuccess: () => {
          void toast.success(m.ingredientPriceSaved());
          done();
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label={m.ingredientSetPriceNamed({ name: ingredient.name })}
      className="mt-2 space-y-2 rounded-2xl bg-cream p-3"
      noValidate
    >
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <div>
          <label htmlFor={`${id}-price`} className="mb-1 block text-sm font-medium text-ink">
            {m.ingredientPriceLabel({ unit: unitWords(ingredient.unit) })}
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={rupees}
            onChange={(event) => setRupees(event.target.value)}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? `${id}-price-error` : undefined}
            className={FIELD}
          />
          {wrong ? (
            <p id={`${id}-price-error`} role="alert" className="mt-1 text-sm text-red-700">
              {m.rupeesInvalid()}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-ink">
            {m.ingredientPriceDay()}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            className={FIELD}
          />
        </div>
      </div>
      {setPrice.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {setPrice.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={setPrice.isPending}>
          {m.ingredientPriceSave()}
        </Button>
        <Button variant="secondary" onClick={done}>
          {m.cancel()}
        </Button>
      </div>
    </form>
  );
}
