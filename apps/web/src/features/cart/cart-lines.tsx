import { Minus, Plus } from 'lucide-react';
import { canIncrease, cartLineName, type CartItem } from '@rasoi/domain/cart';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { formatRupees } from '../../ui/format.ts';
import { toast } from '../../lib/toast.ts';
import { VegMark } from '../../ui/veg-mark.tsx';
import { useCart } from '../../lib/cart-store.ts';

const typeLabels = (): Record<CartItem['type'], string> => ({ meal: m.thali(), dish: m.dish(), addon: m.addOn() });

function CartLine({ item }: { item: CartItem }) {
  const addItem = useCart((state) => state.addItem);
  const reduceItem = useCart((state) => state.reduceItem);
  const more = canIncrease(item);
  // Named in the customer's language (issue 16, D62).
  const { name, nameLang } = cartLineName(item, getLocale());

  function minus() {
    if (reduceItem(item.id)) toast.success(m.itemRemoved());
  }

  return (
    // With large text the stepper moves under the words instead of squeezing them (issue 16, D61).
    <li className="flex flex-wrap items-start gap-3 py-4">
      <VegMark className="mt-1" />
      <div className="min-w-0 flex-1 basis-32">
        <p lang={nameLang} className="line-clamp-2 leading-snug font-semibold break-words text-ink">
          {name}
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {typeLabels()[item.type]} · {m.priceEach({ price: formatRupees(item.price) })}
        </p>
        <p className="mt-1 font-bold text-ink">{formatRupees(item.totalPrice)}</p>
      </div>
      <div
        role="group"
        aria-label={m.quantityOfItem({ name: name })}
        className="ml-auto flex shrink-0 items-center rounded-xl border border-primary/40 bg-white text-primary"
      >
        <button
          type="button"
          aria-label={m.removeOneOf({ name: name })}
          onClick={minus}
          className="grid size-11 place-items-center"
        >
          <Minus className="size-4" strokeWidth={3} aria-hidden="true" />
        </button>
        <span aria-live="polite" className="w-6 text-center font-bold">
          {item.quantity}
        </span>
        <button
          type="button"
          aria-label={m.addOneMoreOf({ name: name })}
          disabled={!more}
          onClick={() =>
            addItem({
              id: item.id,
              title: item.title,
              titleHi: item.titleHi,
              price: item.price,
              type: item.type,
              img: item.img,
            })
          }
          className="grid size-11 place-items-center disabled:cursor-not-allowed disabled:text-stone-300"
        >
          <Plus className="size-4" strokeWidth={3} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/** The cart's lines with plus and minus (spec 2, 4): minus at 1 removes the line with a toast; plus stops at 20. */
export function CartLines() {
  const items = useCart((state) => state.items);
  return (
    <ul aria-label={m.itemsInYourCart()} className="divide-y divide-line">
      {items.map((item) => (
        <CartLine key={item.id} item={item} />
      ))}
    </ul>
  );
}
