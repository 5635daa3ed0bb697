import { Star } from 'lucide-react';
import { RATING_STARS_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';

/** 1 to 5, the values a rating's stars take (issue 15, D56). */
export const STAR_VALUES = Array.from({ length: RATING_STARS_MAX }, (_, index) => index + 1);

/** A row of five stars, `stars` of them filled; read as 'Rated 4 out of 5'. `size`: the icons' Tailwind size. */
export function StarRow({ stars, size = 'size-4' }: { stars: number; size?: string }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={m.ratedStars({ stars })}>
      {STAR_VALUES.map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={`${size} ${value <= stars ? 'fill-amber-400 text-amber-400' : 'text-stone-300'}`}
        />
      ))}
    </span>
  );
}
