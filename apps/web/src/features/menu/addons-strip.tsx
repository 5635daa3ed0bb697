import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { formatRupees } from '../../ui/format.ts';
import { VegMark } from '../../ui/veg-mark.tsx';
import { useDishes } from '../../api/get-dishes.ts';
import { availableAddons } from '../../lib/menu-items.ts';
import { FoodImage } from './menu-card.tsx';
import { useAddToCart } from './use-add-to-cart.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';

function Strip({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="addons-title" className="py-2">
      <h2 id="addons-title" className="font-display text-lg font-bold text-ink">
        {m.addons()}
      </h2>
      <p className="text-sm text-muted">{m.aLittleExtraWithYour()}</p>
      <ul className="-mx-4 mt-3 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
        {children}
      </ul>
    </section>
  );
}

/**
 * The strip while the dishes load: cards of the same build (picture box, two lines of name, the add
 * button's row), so the coupon card and the bill below do not move when the add-ons arrive (CLS, issue 6).
 */
function PlaceholderCards() {
  return [0, 1, 2].map((index) => (
    <li key={index} aria-hidden="true" className="w-36 shrink-0">
      <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line/70">
        <div className="aspect-[4/3] w-full animate-pulse bg-primary-soft" />
        <div className="flex flex-1 flex-col p-2">
          <p className="text-sm leading-snug">
            &nbsp;
            <br />
            &nbsp;
          </p>
          <div className="mt-auto pt-1">
            <div className="size-11" />
          </div>
        </div>
      </div>
    </li>
  ));
}

/**
 * The cart's Addons strip (spec 2 'Cart'): add-on dishes, named in the customer's language (issue 16, D62),
 * a tap adds to the cart, one at a time.
 */
export function AddonsStrip() {
  // Not deferred: the strip is short, and its first picture is the cart's largest (LCP, issue 6).
  const { data: dishes, isPending: pending } = useDishes();
  const { addDish } = useAddToCart();
  const addons = availableAddons(dishes);
  const locale = getLocale();
  if (pending) {
    return (
      <Strip>
        <PlaceholderCards />
      </Strip>
    );
  }
  if (addons.length === 0) return null;
  return (
    <Strip>
      {addons.map((dish, index) => {
        const { name, nameLang } = localized(dish, locale);
        return (
          <li key={dish._id} className="w-36 shrink-0 snap-start">
            <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line/70">
              {/* The first cards show on a phone without scrolling: load them at once (LCP, issue 6). */}
              <FoodImage
                src={dish.img_url[0]}
                alt={name}
                eager={index < 3}
                sizes="144px"
                className="aspect-[4/3] w-full"
              />
              <div className="flex flex-1 flex-col p-2">
                <p className="flex items-start gap-1.5 text-sm leading-snug font-semibold text-ink">
                  <VegMark className="mt-0.5 size-3.5" />
                  <span lang={nameLang} className="line-clamp-2">
                    {name}
                  </span>
                </p>
                <div className="mt-auto flex items-center justify-between pt-1">
                  <span className="text-sm font-bold text-ink">{formatRupees(dish.selling_price)}</span>
                  <button
                    type="button"
                    aria-label={m.addToCartLabel({ name })}
                    onClick={() => addDish(dish)}
                    className="grid size-11 place-items-center rounded-xl border border-primary/40 text-primary active:scale-95"
                  >
                    <Plus className="size-4" strokeWidth={3} aria-hidden="true" />
                  </button>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </Strip>
  );
}
