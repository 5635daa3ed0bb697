import { Minus, Plus } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';
import { formatRupees } from '../../ui/format.ts';

type Item = { _id: string; name: string; name_hi?: string | null; selling_price: number };

/** Quantities by item id; an item at 0 is not in the order. */
export type Quantities = Readonly<Record<string, number>>;

/**
 * A list of thalis or add-ons with a quantity stepper each (issue 14), 0 to MAX_LINE_QUANTITY; the
 * buttons are named 'Add one more Dal Thali' and 'Remove one Dal Thali', as in the cart. Items are named
 * in the page's language (the Hindi name when there is one; issue 16, D62).
 */
export function PhoneOrderItems({
  title,
  items,
  quantities,
  onChange,
}: {
  title: string;
  items: readonly Item[];
  quantities: Quantities;
  onChange: (id: string, quantity: number) => void;
}) {
  return (
    <section aria-label={title} className="rounded-3xl bg-white p-4 ring-1 ring-line">
      <h2 className="font-display text-lg font-bold text-ink">{title}</h2>
      <ul className="mt-1 divide-y divide-line">
        {items.map((item) => {
          const quantity = quantities[item._id] ?? 0;
          const { name, nameLang } = localized(item, getLocale());
          return (
            <li key={item._id} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span lang={nameLang} className="block text-sm font-medium text-ink">
                  {name}
                </span>
                <span className="text-xs text-muted">{formatRupees(item.selling_price)}</span>
              </span>
              <div
                role="group"
                aria-label={m.quantityOfItem({ name })}
                className="flex shrink-0 items-center rounded-xl border border-primary/40 text-primary"
              >
                <button
                  type="button"
                  aria-label={m.removeOneOf({ name })}
                  disabled={quantity === 0}
                  onClick={() => onChange(item._id, quantity - 1)}
                  className="grid size-11 place-items-center disabled:text-stone-300"
                >
                  <Minus className="size-4" strokeWidth={3} aria-hidden="true" />
                </button>
                <span aria-live="polite" className="w-6 text-center font-bold tabular-nums">
                  {quantity}
                </span>
                <button
                  type="button"
                  aria-label={m.addOneMoreOf({ name })}
                  disabled={quantity >= MAX_LINE_QUANTITY}
                  onClick={() => onChange(item._id, quantity + 1)}
                  className="grid size-11 place-items-center disabled:text-stone-300"
                >
                  <Plus className="size-4" strokeWidth={3} aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
