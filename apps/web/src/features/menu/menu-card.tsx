import type { ComponentType } from 'react';
import type { Dish, Meal } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';
import { uploadSrcSet } from '@rasoi/domain/uploads';
import { UtensilsCrossed } from 'lucide-react';
import { useUi } from '../../lib/ui-store.ts';
import { formatRupees } from '../../ui/format.ts';
import { toast } from '../../lib/toast.ts';
import { VegMark } from '../../ui/veg-mark.tsx';
import { tagLabel } from '../../lib/menu-items.ts';
import { wasPrice } from '@rasoi/domain/was-price';
import { useAddToCart } from './use-add-to-cart.ts';
import { MealRating } from './meal-rating.tsx';
import { StruckPrice } from '../../ui/struck-price.tsx';

/** What a menu card shows; the layout (tile or row) is the component that renders it. */
export type MenuCardProps = {
  /** The name and description in the customer's language (issue 16, D62: `localized`). */
  name: string;
  description?: string;
  /** The `lang` of the name or description when it is not the page's (the English fallback on a Hindi page). */
  nameLang?: string | undefined;
  descriptionLang?: string | undefined;
  img: string | undefined;
  price: number;
  struckPrice?: number;
  tag?: string;
  /** A thali's real average and count (issue 15, D56); none for a dish or a thali not yet rated. */
  rating?: Pick<Meal, 'rating' | 'rating_count'>;
  available: boolean;
  customisable: boolean;
  /** Above the fold: load the image at once instead of lazily. */
  eager: boolean;
  onOpen: () => void;
  onAdd: () => void;
};

/** The food picture in a fixed-ratio box, so nothing moves when it loads (spec: no layout shift). */
export function FoodImage({
  src,
  alt,
  eager,
  sizes = '100vw',
  className = '',
}: {
  src?: string;
  alt: string;
  eager?: boolean;
  /** The width the picture is shown at (the `sizes` attribute): an uploaded photo comes at 400 or 800 px to fit. */
  sizes?: string;
  className?: string;
}) {
  const srcSet = src ? uploadSrcSet(src) : undefined;
  return (
    <div className={`relative overflow-hidden bg-primary-soft ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={320}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <UtensilsCrossed aria-hidden="true" className="absolute inset-0 m-auto size-8 text-primary/40" />
      )}
    </div>
  );
}

/** The ADD button, or the 'Sold Out' label of an unavailable item (spec 4 'Item visibility'). */
export function AddButton({
  available,
  name,
  onAdd,
  className = '',
}: {
  available: boolean;
  name: string;
  onAdd: () => void;
  className?: string;
}) {
  if (!available) {
    return (
      <span
        className={`inline-grid min-h-11 place-items-center rounded-xl bg-stone-200 px-3 text-xs font-bold tracking-wide text-stone-600 uppercase ${className}`}
      >
        {m.soldOut()}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={m.addToCartLabel({ name })}
      onClick={onAdd}
      className={`relative z-10 min-h-11 rounded-xl border border-primary/40 bg-white px-6 text-sm font-extrabold tracking-wider text-primary shadow-sm transition active:scale-95 hover:bg-primary-soft ${className}`}
    >
      {m.addCaps()}
    </button>
  );
}

export function Prices({ price, struckPrice }: { price: number; struckPrice?: number }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="font-bold text-ink">{formatRupees(price)}</span>
      {struckPrice ? <StruckPrice className="text-xs text-muted" text={formatRupees(struckPrice)} /> : null}
    </p>
  );
}

/** What a card shows both as a tile and as a row: the title (the whole card's tap target), the marker and the greying. */
export function cardParts({ name, nameLang, available, customisable, onOpen }: MenuCardProps) {
  const open = available ? onOpen : () => toast.error(m.itemUnavailable());
  const title = (
    <h3 className="text-[0.9375rem] leading-snug font-semibold text-ink">
      {/* The stretched button makes the whole card one tap target without nesting buttons. */}
      <button
        type="button"
        onClick={open}
        className="block w-full text-left after:absolute after:inset-0 after:content-['']"
      >
        <span lang={nameLang} className="line-clamp-2">
          {name}
        </span>
      </button>
    </h3>
  );
  const marker = customisable && available ? <p className="text-[0.6875rem] text-muted">{m.customisable()}</p> : null;
  return { title, marker, greyed: available ? '' : 'grayscale opacity-60' };
}

/**
 * One menu item as a tile for the home rows (spec 2, 4): picture, veg mark, name, prices, ADD and the
 * 'customisable' marker. The whole card opens the dish detail; a sold-out card is greyed and a tap only
 * toasts 'Thali is not available for now'. The full menu's row layout is menu-card-row.tsx.
 */
export function MenuCard(props: MenuCardProps) {
  const { name, img, price, struckPrice, tag, rating, available, eager, onAdd } = props;
  const { title, marker, greyed } = cardParts(props);
  return (
    <article className="relative flex w-44 shrink-0 snap-start flex-col overflow-hidden rounded-2xl bg-white shadow-[0_6px_20px_-8px_rgba(124,45,18,0.25)] ring-1 ring-line/70">
      <FoodImage src={img} alt={name} eager={eager} sizes="176px" className={`aspect-[4/3] w-full ${greyed}`} />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="flex items-center gap-1.5">
          <VegMark />
          {tag ? <span className="truncate text-[0.6875rem] font-semibold text-amber-700">{tag}</span> : null}
          {rating ? <MealRating meal={rating} className="ml-auto shrink-0" /> : null}
        </div>
        <div className="min-h-[2.6rem]">{title}</div>
        <Prices price={price} struckPrice={struckPrice} />
        <div className="mt-auto flex flex-col items-stretch gap-0.5 pt-1">
          <AddButton available={available} name={name} onAdd={onAdd} className="w-full" />
          {marker ? <div className="text-center">{marker}</div> : null}
        </div>
      </div>
    </article>
  );
}

/** `card` renders the item: the home's tile by default, the full menu's row (menu-card-row.tsx) there. */
type ItemCardProps = { card?: ComponentType<MenuCardProps>; eager?: boolean };

/**
 * A thali card: its name and description in the customer's language (issue 16, D62), its one 'was' price
 * struck (the domain's wasPrice, issue 15), customisable with add-ons (spec 2).
 */
export function MealCard({ meal, card: Card = MenuCard, eager = false }: ItemCardProps & { meal: Meal }) {
  const openOverlay = useUi((state) => state.openOverlay);
  const { addMeal } = useAddToCart();
  return (
    <Card
      {...localized(meal, getLocale())}
      img={meal.img_url[0]}
      price={meal.selling_price}
      struckPrice={wasPrice(meal) ?? undefined}
      tag={tagLabel(meal.tag)}
      rating={meal}
      available={meal.is_active}
      customisable
      eager={eager}
      onOpen={() => openOverlay('dish', { dishId: meal._id })}
      onAdd={() => addMeal(meal)}
    />
  );
}

/** A dish card (beverages, sweets, rotis) in the customer's language (issue 16, D62): added to the cart as a dish (spec 2). */
export function DishCard({ dish, card: Card = MenuCard, eager = false }: ItemCardProps & { dish: Dish }) {
  const openOverlay = useUi((state) => state.openOverlay);
  const { addDish } = useAddToCart();
  return (
    <Card
      {...localized(dish, getLocale())}
      img={dish.img_url[0]}
      price={dish.selling_price}
      available={dish.is_active}
      customisable={false}
      eager={eager}
      onOpen={() => openOverlay('dish', { dishId: dish._id })}
      onAdd={() => addDish(dish)}
    />
  );
}
