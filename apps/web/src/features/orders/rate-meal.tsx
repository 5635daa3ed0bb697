import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { RATING_COMMENT_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { rateOrderBodySchema, type OrderRating, type RateOrderBody } from '@rasoi/domain/ratings';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/form-fields.tsx';
import { STAR_VALUES, StarRow } from '../../ui/star-row.tsx';
import { useRateOrder } from './api/rate-order.ts';

/** '1 star', '2 stars' … '5 stars': each star button's accessible name. */
export function starLabel(stars: number): string {
  return stars === 1 ? m.ratingStar() : m.ratingStarsLabel({ count: stars });
}

/** The rating once given: the stars and the comment. */
function GivenRating({ rating }: { rating: OrderRating }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{m.yourRating()}</p>
      <div className="mt-1">
        <StarRow stars={rating.stars} size="size-5" />
      </div>
      {rating.comment ? <p className="mt-2 text-sm text-ink">{rating.comment}</p> : null}
    </div>
  );
}

/** The form: five star buttons (pressed up to the choice), a comment with its counter, submit. */
function RatingForm({ orderId }: { orderId: string }) {
  const rate = useRateOrder(orderId);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<RateOrderBody>({
    resolver: zodResolver(rateOrderBodySchema),
    defaultValues: { stars: 0, comment: '' },
  });
  const stars = useWatch({ control, name: 'stars' });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  return (
    <form noValidate onSubmit={(event) => void handleSubmit((body) => rate.mutate(body))(event)}>
      <h2 className="text-base font-bold text-ink">{m.rateYourMeal()}</h2>
      <div className="mt-2 flex gap-1">
        {STAR_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            aria-label={starLabel(value)}
            aria-pressed={stars === value}
            onClick={() => setValue('stars', value, { shouldValidate: true })}
            className="grid size-11 place-items-center rounded-full transition active:scale-90"
          >
            <Star
              aria-hidden="true"
              className={`size-8 ${value <= stars ? 'fill-amber-400 text-amber-400' : 'text-stone-300'}`}
            />
          </button>
        ))}
      </div>
      {errors.stars ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {errors.stars.message}
        </p>
      ) : null}
      <div className="mt-3">
        <TextAreaField
          label={m.ratingCommentLabel()}
          registration={register('comment')}
          error={errors.comment}
          maxLength={RATING_COMMENT_MAX}
          rows={2}
        />
        <p className="mt-1 text-right text-xs text-muted tabular-nums" aria-live="polite">
          {m.ratingCommentCount({ count: comment.length, max: RATING_COMMENT_MAX })}
        </p>
      </div>
      <Button type="submit" block className="mt-2" disabled={rate.isPending}>
        {rate.isPending ? m.ratingSubmitting() : m.ratingSubmit()}
      </Button>
    </form>
  );
}

/**
 * 'Rate your meal' on a delivered order (issue 15, D56): the form until the customer rates it, then
 * what they gave. Nothing for an order not delivered.
 */
export function RateMeal({ order }: { order: Order }) {
  if (order.status !== 'Delivered') return null;
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      {order.rating ? <GivenRating rating={order.rating} /> : <RatingForm orderId={order._id} />}
    </section>
  );
}
