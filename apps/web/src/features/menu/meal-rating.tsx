import { Star } from 'lucide-react';
import type { Meal } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * A thali's real rating (issue 15, D56): a star, the average and how many rated orders, '4.3 (12)', read
 * as 'Rated 4.3 out of 5 in 12 orders'. Nothing for a thali nobody has rated yet.
 */
export function MealRating({
  meal,
  className = '',
}: {
  meal: Pick<Meal, 'rating' | 'rating_count'>;
  className?: string;
}) {
  if (meal.rating === null || meal.rating_count === 0) return null;
  const values = { average: meal.rating, count: meal.rating_count };
  const label = (meal.rating_count === 1 ? m.mealRatingLabelOne : m.mealRatingLabel)(values);
  return (
    <span
      role="img"
      aria-label={label}
      className={`inline-flex items-center gap-0.5 text-[0.6875rem] font-semibold text-ink ${className}`}
    >
      <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-400" />
      {m.mealRatingShort(values)}
    </span>
  );
}
