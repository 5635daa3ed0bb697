import { useId, useState } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import type { AwaitedTopUp, AwaitedUpiPayment, UnmatchedPayment } from '@rasoi/domain/payments-to-match';
import { formatDateTimeUs, orderNumber } from '../../ui/format.ts';
import { TopUpDetails } from './awaited-top-ups.tsx';
import { nearestChoices, sameAs, SUGGESTED_ORDERS } from './nearest-orders.ts';

/** The RRN as the card shows it: its last six digits, enough to find it in the bank's or the UPI app's list. */
const RRN_SHOWN = 6;

/** The card's title: the amount and, when the bank named one, who paid; or that the SMS could not be read. */
function titleOf(payment: UnmatchedPayment): string {
  if (payment.kind === 'unreadable' || payment.amount_paise === null) return m.sellerPaymentUnread();
  const amount = paiseText(payment.amount_paise);
  return payment.payer
    ? m.sellerPaymentCreditFrom({ amount, payer: payment.payer })
    : m.sellerPaymentCredit({ amount });
}

/** When the SMS came, from which sender, and the RRN's end. */
function detailsOf(payment: UnmatchedPayment, timeZone: string): string {
  const parts = [formatDateTimeUs(payment.received_at, timeZone), m.sellerPaymentFrom({ sender: payment.sender })];
  if (payment.rrn) parts.push(m.sellerPaymentRef({ rrn: payment.rrn.slice(-RRN_SHOWN) }));
  return parts.join(' · ');
}

/** The 'Show all' toggle's words: orders alone, or orders and top-ups when the card offers both kinds. */
function showAllText(all: boolean, withTopUps: boolean, count: number): string {
  if (withTopUps) return all ? m.sellerPaymentFewerChoices() : m.sellerPaymentMoreChoices({ count });
  return all ? m.sellerPaymentFewerOrders() : m.sellerPaymentMoreOrders({ count });
}

type PaymentCardProps = {
  payment: UnmatchedPayment;
  awaited: readonly AwaitedUpiPayment[];
  awaitedTopUps: readonly AwaitedTopUp[];
  /** When the list was read (ms since the epoch): a top-up whose life ended before is said to be past it. */
  readAt: number;
  timeZone: string;
  /** True while an assignment or a dismissal is on its way: the card's buttons wait. */
  busy: boolean;
  onAssign: (order: AwaitedUpiPayment) => void;
  onAddToTopUp: (topUp: AwaitedTopUp) => void;
  onNotMine: () => void;
};

/**
 * One payment to match (issue 27, D98, D99, docs/decisions/0102): a credit's amount, payer, time, sender
 * and the end of its RRN, or an unread SMS with its text; then the orders awaiting UPI and, for a credit,
 * the households' top-ups awaiting payment, each a button that assigns the payment in one tap. Orders and
 * top-ups are ranked together, nearest first, and only the first SUGGESTED_ORDERS of them show before
 * 'Show all', so a phone's screen holds the likely choice and 'Not mine'; the orders stay above the
 * top-ups. A region named by its title, so its buttons read plainly in it.
 */
export function PaymentCard({
  payment,
  awaited,
  awaitedTopUps,
  readAt,
  timeZone,
  busy,
  onAssign,
  onAddToTopUp,
  onNotMine,
}: PaymentCardProps) {
  const titleId = useId();
  const listId = useId();
  const [all, setAll] = useState(false);
  const shown = nearestChoices(payment, awaited, awaitedTopUps, all);
  const withTopUps = payment.amount_paise !== null && awaitedTopUps.length > 0;
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-4 ring-1 ring-line">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {titleOf(payment)}
      </h3>
      <p className="mt-0.5 text-sm text-muted">{detailsOf(payment, timeZone)}</p>
      {payment.kind === 'unreadable' ? (
        <figure className="mt-3">
          <figcaption className="text-xs font-semibold text-muted">{m.sellerPaymentSmsText()}</figcaption>
          <blockquote className="mt-1 rounded-xl bg-stone-50 p-3 text-sm break-words whitespace-pre-wrap text-ink ring-1 ring-line">
            {payment.text}
          </blockquote>
        </figure>
      ) : null}
      <div id={listId}>
        {awaited.length === 0 || shown.orders.length > 0 ? (
          <h4 className="mt-4 text-sm font-semibold text-ink">{m.sellerPaymentAssignHeading()}</h4>
        ) : null}
        {awaited.length === 0 ? <p className="mt-1 text-sm text-muted">{m.sellerPaymentNoOrders()}</p> : null}
        {shown.orders.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {shown.orders.map((order) => (
              <li key={order.order_id}>
                <OrderButton order={order} payment={payment} timeZone={timeZone} busy={busy} onAssign={onAssign} />
              </li>
            ))}
          </ul>
        ) : null}
        {shown.topUps.length > 0 ? (
          <>
            <h4 className="mt-4 text-sm font-semibold text-ink">{m.sellerPaymentTopUpHeading()}</h4>
            <ul className="mt-2 space-y-2">
              {shown.topUps.map((topUp) => (
                <li key={topUp.request_id}>
                  <TopUpButton
                    topUp={topUp}
                    payment={payment}
                    readAt={readAt}
                    timeZone={timeZone}
                    busy={busy}
                    onAddToTopUp={onAddToTopUp}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {shown.total > SUGGESTED_ORDERS ? (
          <button
            type="button"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
            className="min-h-11 flex-1 rounded-xl px-3 text-sm font-semibold text-primary-dark underline underline-offset-4"
          >
            {showAllText(all, withTopUps, shown.total)}
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={onNotMine}
          className="min-h-11 flex-1 rounded-xl border-2 border-line bg-white px-3 text-sm font-semibold text-ink transition-colors hover:bg-stone-50 disabled:opacity-60"
        >
          {m.sellerPaymentNotMine()}
        </button>
      </div>
    </section>
  );
}

/**
 * One order to assign the payment to: 'Assign to #ab12', what it asked and its bill, since when, and a
 * word (never a colour alone) when the credit's amount is exactly one of them. The button's name is all
 * of its text.
 */
function OrderButton({
  order,
  payment,
  timeZone,
  busy,
  onAssign,
}: {
  order: AwaitedUpiPayment;
  payment: UnmatchedPayment;
  timeZone: string;
  busy: boolean;
  onAssign: (order: AwaitedUpiPayment) => void;
}) {
  const same = sameAs(order, payment.amount_paise);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => onAssign(order)}
      className="w-full rounded-2xl border-2 border-primary bg-white px-3 py-2 text-left transition-colors hover:bg-primary-soft disabled:opacity-60"
    >
      <span className="block font-semibold text-primary-dark">
        {m.sellerPaymentAssign({ order: orderNumber(order.order_id) })}
      </span>
      <span className="block text-sm text-ink">
        {m.sellerPaymentOrderAmounts({ asked: paiseText(order.amount_paise), bill: paiseText(order.bill_paise) })}
        {', '}
        {m.sellerPaymentOrderSince({ time: formatDateTimeUs(order.opened_at, timeZone) })}
      </span>
      {same ? (
        <span className="mt-1 inline-block rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
          {same === 'asked' ? m.sellerPaymentSameAsAsked() : m.sellerPaymentSameAsBill()}
        </span>
      ) : null}
    </button>
  );
}

/**
 * One household's top-up to add the payment to (D99): 'Add to 9876543210's account', what it asked and the amount
 * it chose, since when, that its request ran out (in words) when it did before the list was read, and a
 * word when the credit's amount is exactly one of them. The household gets the credit's own amount.
 */
function TopUpButton({
  topUp,
  payment,
  readAt,
  timeZone,
  busy,
  onAddToTopUp,
}: {
  topUp: AwaitedTopUp;
  payment: UnmatchedPayment;
  readAt: number;
  timeZone: string;
  busy: boolean;
  onAddToTopUp: (topUp: AwaitedTopUp) => void;
}) {
  const same = sameAs(topUp, payment.amount_paise);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => onAddToTopUp(topUp)}
      className="w-full rounded-2xl border-2 border-primary bg-white px-3 py-2 text-left transition-colors hover:bg-primary-soft disabled:opacity-60"
    >
      <span className="block font-semibold text-primary-dark">
        {m.sellerPaymentTopUpAssign({ mobile: topUp.mobile })}
      </span>
      <TopUpDetails topUp={topUp} readAt={readAt} timeZone={timeZone} />
      {same ? (
        <span className="mt-1 inline-block rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
          {same === 'asked' ? m.sellerPaymentSameAsAsked() : m.sellerTopUpSameAsChosen()}
        </span>
      ) : null}
    </button>
  );
}
