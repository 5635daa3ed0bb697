import { VegMark } from '../../ui/veg-mark.tsx';
import { MealRating } from './meal-rating.tsx';
import { AddButton, cardParts, FoodImage, Prices, type MenuCardProps } from './menu-card.tsx';

/**
 * One menu item as a row of the full menu's lists (spec 2 'Full Menu', 4): the tile's parts (menu-card.tsx)
 * with the description beside a square picture. Its own module, so the home's first load carries only
 * the tile (issue 12's first-load budget); pass it as `card` to MealCard or DishCard.
 */
export function MenuRowCard(props: MenuCardProps) {
  const { name, description, descriptionLang, img, price, struckPrice, tag, rating, available, eager, onAdd } = props;
  const { title, marker, greyed } = cardParts(props);
  return (
    <article className="relative flex gap-4 border-b border-dashed border-line py-5 last:border-b-0">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <VegMark />
          {tag ? <span className="text-[0.6875rem] font-semibold text-amber-700">{tag}</span> : null}
          {rating ? <MealRating meal={rating} /> : null}
        </div>
        {title}
        <Prices price={price} struckPrice={struckPrice} />
        {description ? (
          <p lang={descriptionLang} className="line-clamp-2 text-sm break-words leading-snug text-muted">
            {description}
          </p>
        ) : null}
      </div>
      {/* A share of the row, not rem: with large text the picture stays a picture's size and the words keep the room (issue 16, D61). */}
      <div className="flex w-[34%] max-w-32 shrink-0 flex-col items-center">
        <FoodImage
          src={img}
          alt={name}
          eager={eager}
          sizes="128px"
          className={`aspect-square w-full rounded-2xl ${greyed}`}
        />
        <AddButton available={available} name={name} onAdd={onAdd} className="-mt-5 w-24 max-w-full" />
        {marker}
      </div>
    </article>
  );
}
