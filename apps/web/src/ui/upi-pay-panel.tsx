import { CheckCircle2 } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { isUndelivered } from '@rasoi/domain/order-status';
import { upiLimitRefusal } from '@rasoi/domain/upi-link';
import { Button } from './button.tsx';
import { useClaimOrderPaid } from '../api/claim-order-paid.ts';
import { UpiPayment } from './upi-payment.tsx';
import { useUpiLink } from '../api/use-upi-link.ts';
import { useUpiRequest } from '../api/upi-request.ts';

/**
 * A UPI-on-delivery order's payment on the customer's order page (issue 15, D53): 'Pay ₹N by UPI' (the
 * order's exact UPI amount, the bill less a few paise, with a line saying why: issue 27, D98; the
 * `upi://pay` link, which opens the phone's UPI app), the same link as a QR code for paying from another
 * phone, and 'I have paid', then 'You marked this as paid'. Once the money is in (the bank's SMS matched it,
 * or the seller recorded 'UPI received'), only 'Paid by UPI', which the order's live event turns it to
 * without a reload (issue 27). Nothing for a cash or cancelled order, or one the seller collected in cash;
 * nothing while the kitchen has no UPI id. An order above what one UPI
 * payment carries (₹1,00,000) gets no link or QR, only the sentence saying so (issue 30, docs/decisions/0080).
 */
export function UpiPayPanel({ order }: { order: Order }) {
  // The exact amount the kitchen's bank SMS will name (D98); the bill until it is known or if refused.
  const request = useUpiRequest(order);
  const amountPaise = request?.amount_paise ?? order.amount * 100;
  const link = useUpiLink(order, amountPaise);
  const claim = useClaimOrderPaid();
  const payable = order.status !== 'Cancelled' && order.collected_by === null;
  const overLimit = order.payment_method === 'UPI' ? upiLimitRefusal(order.amount) : null;
  if (order.payment_method === 'UPI' && order.status !== 'Cancelled' && order.collected_by === 'upi') {
    return (
      <section aria-labelledby="pay-by-upi" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
        <h2 id="pay-by-upi" className="text-base font-bold text-ink">
          {m.upiOnDelivery()}
        </h2>
        <p
          role="status"
          className="mt-3 flex items-center gap-2 rounded-xl bg-green-50 px-3 py-3 font-semibold text-veg"
        >
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" /> {m.upiPaymentReceived()}
        </p>
      </section>
    );
  }
  if (overLimit && payable) {
    return (
      <section aria-labelledby="pay-by-upi" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
        <h2 id="pay-by-upi" className="text-base font-bold text-ink">
          {m.upiOnDelivery()}
        </h2>
        <p className="mt-2 text-sm text-ink">{overLimit}</p>
      </section>
    );
  }
  if (!link || !payable) return null;
  return (
    <section aria-labelledby="pay-by-upi" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id="pay-by-upi" className="text-base font-bold text-ink">
        {m.upiOnDelivery()}
      </h2>
      <UpiPayment link={link} amountPaise={amountPaise} billPaise={order.amount * 100} />
      {order.paid_claimed_at ? (
        <p
          role="status"
          className="mt-4 flex items-center justify-center gap-2 rounded-xl bg-green-50 px-3 py-3 font-semibold text-veg"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" /> {m.markedPaid()}
        </p>
      ) : isUndelivered(order.status) || order.status === 'Delivered' ? (
        <Button
          block
          variant="secondary"
          className="mt-4 min-h-12"
          disabled={claim.isPending}
          onClick={() => claim.mutate(order._id)}
        >
          {m.iHavePaid()}
        </Button>
      ) : null}
    </section>
  );
}
