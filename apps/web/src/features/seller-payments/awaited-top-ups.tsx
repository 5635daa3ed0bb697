import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import type { AwaitedTopUp } from '@rasoi/domain/payments-to-match';
import { formatDateTimeUs } from '../../ui/format.ts';

type TopUpDetailsProps = {
  topUp: AwaitedTopUp;
  /** When the list was read (ms since the epoch): a request whose life ended before is said to be past it. */
  readAt: number;
  timeZone: string;
};

/**
 * A top-up's figures (D99): what it asked and the amount the household chose, since when it waits, and,
 * when its request ran out before the list was read, that it did and that the payment can still be added
 * (the server lists such a top-up for a day, for a payment that came late). Words, never a colour alone.
 */
export function TopUpDetails({ topUp, readAt, timeZone }: TopUpDetailsProps) {
  const ranOut = Date.parse(topUp.expires_at) <= readAt;
  return (
    <>
      <span className="block text-sm text-ink">
        {m.sellerTopUpAmounts({ asked: paiseText(topUp.amount_paise), chosen: paiseText(topUp.bill_paise) })}
        {', '}
        {m.sellerPaymentOrderSince({ time: formatDateTimeUs(topUp.opened_at, timeZone) })}
      </span>
      {ranOut ? (
        <span className="block text-sm text-amber-800">
          {m.sellerTopUpExpired({ time: formatDateTimeUs(topUp.expires_at, timeZone) })}
        </span>
      ) : null}
    </>
  );
}

/**
 * The households' top-ups awaiting payment (issue 27, D99), below the orders awaiting UPI: each household's
 * mobile number, what it asked and chose, since when, and whether its request ran out. Nothing when none
 * waits: a kitchen that takes no top-ups sees no empty section.
 */
export function AwaitedTopUps({
  awaitedTopUps,
  readAt,
  timeZone,
}: {
  awaitedTopUps: readonly AwaitedTopUp[];
  readAt: number;
  timeZone: string;
}) {
  const headingId = useId();
  if (awaitedTopUps.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {m.sellerAwaitedTopUpsHeading()}
      </h2>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-line rounded-3xl bg-white px-4 ring-1 ring-line">
        {awaitedTopUps.map((topUp) => (
          <li key={topUp.request_id} className="py-3">
            <span className="block font-semibold text-ink">{m.sellerAwaitedTopUp({ mobile: topUp.mobile })}</span>
            <TopUpDetails topUp={topUp} readAt={readAt} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}
