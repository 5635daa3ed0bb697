import { useId, useState } from 'react';
import { Check } from 'lucide-react';
import { SHEET_HEIGHT_VH, SHEET_LOADING_HEIGHT_VH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';
import { useUi } from '../../lib/ui-store.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { formatRupees } from '../../ui/format.ts';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { toast } from '../../lib/toast.ts';
import { VegMark } from '../../ui/veg-mark.tsx';
import { cartProductOf } from '@rasoi/domain/cart';
import { useCart } from '../../lib/cart-store.ts';
import { useDishes } from '../../api/get-dishes.ts';
import { availableAddons } from '../../lib/menu-items.ts';

/**
 * 'Complete your Meal' (spec 2 'customising', spec 4 'Add-on flow'): a bottom sheet of 80% of the
 * viewport (64% while loading) listing the add-ons (named in the customer's language, issue 16), each with a round toggle. 'Add to meal' adds each
 * selected one as type addon, quantity 1, toasts 'Item added to cart' and closes; the close icon only closes.
 */
export function CustomiseSheet() {
  const titleId = useId();
  const closeOverlay = useUi((state) => state.closeOverlay);
  const addItem = useCart((state) => state.addItem);
  const dishes = useDishes();
  const addons = availableAddons(dishes.data);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const locale = getLocale();

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function addToMeal() {
    const chosen = addons.filter((dish) => selected.has(dish._id));
    for (const dish of chosen) {
      addItem({ ...cartProductOf(dish), type: 'addon' });
    }
    if (chosen.length > 0) toast.success(m.itemAdded());
    closeOverlay();
  }

  return (
    <BottomSheet
      titleId={titleId}
      title={m.completeYourMeal()}
      onClose={closeOverlay}
      heightVh={dishes.isPending ? SHEET_LOADING_HEIGHT_VH : SHEET_HEIGHT_VH}
      footer={
        <Button block className="min-h-12 text-base" onClick={addToMeal} disabled={dishes.isPending}>
          {m.addToMeal()}
          {selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
      }
    >
      {dishes.isPending ? (
        <LoadingDots label={m.loadingAddOns()} />
      ) : addons.length === 0 ? (
        <p className="py-8 text-center text-muted">{m.noAddOnsTodayYour()}</p>
      ) : (
        <>
          <p className="pb-1 text-sm text-muted">{m.addALittleExtraTo()}</p>
          <ul className="divide-y divide-line">
            {addons.map((dish) => {
              const on = selected.has(dish._id);
              const { name, nameLang } = localized(dish, locale);
              return (
                <li key={dish._id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(dish._id)}
                    className="flex min-h-14 w-full items-center gap-3 py-3 text-left"
                  >
                    <VegMark />
                    <span lang={nameLang} className="flex-1 font-medium text-ink">
                      {name}
                    </span>
                    <span className="font-semibold text-ink">{formatRupees(dish.selling_price)}</span>
                    <span
                      aria-hidden="true"
                      className={`grid size-6 place-items-center rounded-full border-2 transition-colors ${
                        on ? 'border-primary bg-primary text-white' : 'border-stone-300 bg-white'
                      }`}
                    >
                      {on ? <Check className="size-3.5" strokeWidth={3} /> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </BottomSheet>
  );
}
