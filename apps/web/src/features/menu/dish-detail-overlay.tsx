import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { formatRupees } from '../../ui/format.ts';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { VegMark } from '../../ui/veg-mark.tsx';
import { useDishes } from '../../api/get-dishes.ts';
import { useMeals } from '../../api/get-meals.ts';
import { FoodImage } from './menu-card.tsx';
import { tagLabel } from '../../lib/menu-items.ts';
import { MealRating } from './meal-rating.tsx';
import { wasPrice } from '@rasoi/domain/was-price';
import { useAddToCart } from './use-add-to-cart.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { CloseButton } from '../../ui/close-button.tsx';
import { ShareButton } from '../../ui/share-button.tsx';
import type { ShareRequest } from '../../lib/share.ts';
import { sharedItemPath } from '@rasoi/domain/share';
import { useKitchenName } from '../../api/kitchen-name.ts';
import { StruckPrice } from '../../ui/struck-price.tsx';

/**
 * A thali's or dish's share (issue 15, D58): its name (as the customer reads it, issue 16) and price, and
 * its /dish link, whose chat preview is the item's.
 */
function shareRequestOf(item: { _id: string; selling_price: number }, name: string, kitchen: string): ShareRequest {
  const price = formatRupees(item.selling_price);
  return {
    title: m.shareItemTitle({ name, price }),
    text: m.shareItemText({ name, price, kitchen }),
    url: `${window.location.origin}${sharedItemPath(item._id)}`,
  };
}

/**
 * The dish-detail overlay (spec 2 'Overlays'): image, veg mark, tag, name, selling price and a thali's
 * one 'was' price (the domain's wasPrice, issue 15), description, ADD and the 'customisable' marker, and
 * 'Share' (issue 15, D58). It shows the thali or dish named by `currentDish`, its name and description
 * in the customer's language (issue 16, D62).
 */
export function DishDetailOverlay() {
  const titleId = useId();
  const currentDish = useUi((state) => state.currentDish);
  const closeOverlay = useUi((state) => state.closeOverlay);
  const meals = useMeals();
  const dishes = useDishes();
  const { addMeal, addDish } = useAddToCart();
  const kitchen = useKitchenName();

  const meal = meals.data?.find((item) => item._id === currentDish);
  const dish = meal ? undefined : dishes.data?.find((item) => item._id === currentDish);
  const item = meal ?? dish;
  const struck = meal ? wasPrice(meal) : null;
  const loading = !item && (meals.isPending || dishes.isPending);
  const text = item ? localized(item, getLocale()) : null;

  return (
    <Dialog labelledBy={titleId} onClose={closeOverlay}>
      <div className="relative max-h-[90vh] w-full overflow-y-auto rounded-t-3xl bg-white shadow-2xl shadow-black/20">
        <CloseButton onClick={closeOverlay} tone="raised" />
        {!item || !text ? (
          <div className="p-6">
            <h2 id={titleId} className="sr-only">
              {m.dishDetails()}
            </h2>
            {loading ? <LoadingDots /> : <p className="py-6 text-center text-muted">{m.thisItemIsNotOn()}</p>}
          </div>
        ) : (
          <>
            <FoodImage src={item.img_url[0]} alt={text.name} eager className="aspect-[16/10] w-full" />
            <div className="flex flex-col gap-2 px-5 pt-4 pb-6">
              <div className="flex items-center gap-2">
                <VegMark />
                {meal ? (
                  <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-dark">
                    {tagLabel(meal.tag)}
                  </span>
                ) : null}
                {meal ? <MealRating meal={meal} className="text-sm" /> : null}
              </div>
              <h2 id={titleId} lang={text.nameLang} className="font-display text-2xl font-bold text-ink">
                {text.name}
              </h2>
              <p className="flex items-baseline gap-2 text-lg">
                <span className="font-bold text-ink">{formatRupees(item.selling_price)}</span>
                {struck !== null ? <StruckPrice className="text-sm text-muted" text={formatRupees(struck)} /> : null}
              </p>
              {text.description ? (
                <p lang={text.descriptionLang} className="leading-relaxed text-muted">
                  {text.description}
                </p>
              ) : null}
              <div className="mt-3 flex flex-col gap-1">
                {item.is_active ? (
                  <Button
                    block
                    className="min-h-12 text-base"
                    onClick={() => (meal ? addMeal(meal) : dish && addDish(dish, { close: true }))}
                  >
                    {m.addCaps()}
                  </Button>
                ) : (
                  <Button block disabled className="min-h-12 text-base">
                    {m.soldOut()}
                  </Button>
                )}
                {meal && meal.is_active ? <p className="text-center text-xs text-muted">{m.customisable()}</p> : null}
                <ShareButton
                  className="mt-2 w-full text-primary ring-1 ring-line hover:bg-primary-soft"
                  request={() => shareRequestOf(item, text.name, kitchen)}
                >
                  {m.shareItem()}
                </ShareButton>
              </div>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
