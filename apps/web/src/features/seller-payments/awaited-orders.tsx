import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import type { AwaitedUpiPayment } from '@rasoi/domain/payments-to-match';
import { formatDateTimeUs, orderNumber } from '../../ui/format.ts';

/**
 * The orders awaiting a UPI payment (issue 27, D98), beside the payments to match: each order's number, the
 * amount its request asked and its bill, and since when it waits, as GET /payments/unmatched answers them.
 */
export function AwaitedOrders({ awaited, timeZone }: { awaited: readonly AwaitedUpiPayment[]; timeZone: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {m.sellerAwaitedHeading()}
      </h2>
      {awaited.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{m.sellerAwaitedEmpty()}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="mt-2 divide-y divide-line rounded-3xl bg-white px-4 ring-1 ring-line"
        >
          {awaited.map((order) => (
            <li key={order.order_id} className="py-3">
              <span className="block font-semibold text-ink">
                {m.orderWithNumber({ number: orderNumber(order.order_id) })}
              </span>
              <span className="block text-sm text-ink">
                {m.sellerPaymentOrderAmounts({
                  asked: paiseText(order.amount_paise),
                  bill: paiseText(order.bill_paise),
                })}
              </span>
              <span className="block text-xs text-muted">
                {m.sellerPaymentOrderSince({ time: formatDateTimeUs(order.opened_at, timeZone) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
