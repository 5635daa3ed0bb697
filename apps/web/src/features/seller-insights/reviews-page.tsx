import { Fragment } from 'react';
import type { SellerReview } from '@rasoi/domain/ratings';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { formatDateTimeUs, orderNumber } from '../../ui/format.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { ItemName } from '../../ui/item-name.tsx';
import { StarRow } from '../../ui/star-row.tsx';
import { useReviews } from './api/get-reviews.ts';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';

/** One review: the stars, the order's number and thalis (named in the page's language), when, who, and the comment. */
function ReviewCard({ review }: { review: SellerReview }) {
  const timeZone = useKitchenTimeZone();
  return (
    <li className="rounded-3xl bg-white p-4 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70">
      <div className="flex items-center justify-between gap-3">
        <StarRow stars={review.stars} />
        <span className="text-xs text-muted">{formatDateTimeUs(review.created_at, timeZone)}</span>
      </div>
      <p className={`mt-2 text-[0.9375rem] ${review.comment ? 'text-ink' : 'text-muted italic'}`}>
        {review.comment || m.reviewNoComment()}
      </p>
      <p className="mt-2 text-sm text-muted">
        {m.orderWithNumber({ number: orderNumber(review.order_id) })} · {review.reciever_name}
      </p>
      {review.thalis.length > 0 ? (
        <p className="text-sm font-medium text-ink">
          {review.thalis.map((thali, index) => (
            <Fragment key={index}>
              {index > 0 ? ', ' : null}
              <ItemName item={thali} />
            </Fragment>
          ))}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The seller's reviews (issue 15, D56): every rating customers gave, newest first, with its comment, the
 * order's number and its thalis; 'Show more reviews' loads the next page.
 */
export function ReviewsPage() {
  const token = useAuth((state) => state.token);
  const reviews = useReviews(Boolean(token));
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <div className="px-4 pt-5 pb-6">
      <h1 className="font-display text-3xl font-bold text-ink">{m.reviewsTitle()}</h1>
      <div className="mt-5">
        {reviews.isPending ? (
          <ListSkeleton />
        ) : reviews.isError ? (
          <div className="rounded-3xl bg-white p-6 text-center ring-1 ring-line">
            <p className="text-ink">{m.reviewsLoadFailed()}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void reviews.refetch()}>
              {m.tryAgain()}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <ListEmpty text={m.reviewsEmpty()} />
        ) : (
          <>
            <ul className="space-y-3" aria-label={m.reviewsTitle()}>
              {list.map((review) => (
                <ReviewCard key={review.order_id} review={review} />
              ))}
            </ul>
            {reviews.hasNextPage ? (
              <Button
                variant="secondary"
                block
                className="mt-4"
                disabled={reviews.isFetchingNextPage}
                onClick={() => void reviews.fetchNextPage()}
              >
                {m.reviewsShowMore()}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
