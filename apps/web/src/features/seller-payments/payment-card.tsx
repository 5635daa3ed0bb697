import { useId, useState } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/ledger';
import type { AwaitedUpiPayment, UnmatchedPayment } from '@rasoi/domain/payments-to-match';
import { formatDateTimeUs, orderNumber } from '../../ui/format.ts';
import { nearestOrders, sameAs, SUGGESTED_ORDERS } from './nearest-orders.ts';

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

type PaymentCardProps = {
  payment: UnmatchedPayment;
  awaited: readonly AwaitedUpiPayment[];
  timeZone: string;
  /** True while an assignment or a dismissal is on its way: the card's buttons wait. */
  busy: boolean;
  onAssign: (order: AwaitedUpiPayment) => void;
  onNotMine: () => void;
};

/**
 * One payment to match (issue 27, D98, docs/decisions/0102): a credit's amount, payer, time, sender and the
 * end of its RRN, or an unread SMS with its text; then the orders awaiting UPI, nearest first, each a
 * button that assigns the payment to it in one tap (the first SUGGESTED_ORDERS, the rest behind 'Show
 * all'); and 'Not mine'. A region named by its title, so its buttons read plainly in it.
 */
export function PaymentCard({ payment, awaited, timeZone, busy, onAssign, onNotMine }: PaymentCardProps) {
  const titleId = useId();
  const listId = useId();
  const [all, setAll] = useState(false);
  const orders = nearestOrders(payment, awaited);
  const shown = all ? orders : orders.slice(0, SUGGESTED_ORDERS);
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
      <h4 className="mt-4 text-sm font-semibold text-ink">{m.sellerPaymentAssignHeading()}</h4>
      {orders.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{m.sellerPaymentNoOrders()}</p>
      ) : (
        <ul id={listId} className="mt-2 space-y-2">
          {shown.map((order) => (
            <li key={order.order_id}>
              <OrderButton order={order} payment={payment} timeZone={timeZone} busy={busy} onAssign={onAssign} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {orders.length > SUGGESTED_ORDERS ? (
          <button
            type="button"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
            className="min-h-11 flex-1 rounded-xl px-3 text-sm font-semibold text-primary-dark underline underline-offset-4"
          >
            {all ? m.sellerPaymentFewerOrders() : m.sellerPaymentMoreOrders({ count: orders.length })}
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
