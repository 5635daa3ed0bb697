import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { ApiError } from '../api/client.ts';
import { createOnlinePayment, openCheckout, useOrderPayment } from '../api/pay-online.ts';
import { ordersKeys } from '../api/query-keys.ts';
import { toast } from '../lib/toast.ts';
import { Button } from './button.tsx';
import { formatPaise } from './format.ts';

/**
 * An order paid online on the customer's order page (issue 27 part 2, D100): while it waits, 'Waiting for
 * payment' with 'Pay Online' to open the gateway's checkout again (a checkout closed before paying, or a
 * failed payment); then 'Paid online', or where its refund is: on its way, refunded, or refused (the kitchen
 * settles it). The payment is confirmed only by the gateway's webhook: after checkout the page reads the
 * order again. Nothing for an order not paid online, or one given up unpaid.
 */
export function OnlinePaymentPanel({ order }: { order: Order }) {
  const payment = useOrderPayment(order);
  const client = useQueryClient();
  const [paying, setPaying] = useState(false);
  if (!payment || payment.state === 'none') return null;
  const amount = formatPaise(payment.amount_paise ?? order.amount * 100);
  const lines = {
    awaiting: m.onlineAwaitingHint(),
    paid: m.paidOnline(),
    refunding: m.onlineRefundPending({ amount }),
    refunded: m.onlineRefunded({ amount }),
    refund_failed: m.onlineRefundFailed({ amount }),
  };

  function payAgain() {
    setPaying(true);
    const done = () => {
      setPaying(false);
      void client.invalidateQueries({ queryKey: ordersKeys.all });
    };
    createOnlinePayment(order._id)
      .then((answer) => openCheckout(answer, { onDone: done, onClosed: done }))
      .catch((error: unknown) => {
        toast.error(error instanceof ApiError ? error.message : m.onlinePaymentGatewayDown());
        done();
      });
  }

  return (
    <section aria-labelledby="paid-online" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id="paid-online" className="flex items-center gap-2 text-base font-bold text-ink">
        <CreditCard className="size-4 text-primary" aria-hidden="true" />
        {payment.state === 'awaiting' ? m.awaitingPayment() : m.payOnline()}
      </h2>
      <p className="mt-2 text-sm text-ink">{lines[payment.state]}</p>
      {payment.state === 'awaiting' ? (
        <Button className="mt-4 min-h-12 w-full" disabled={paying} onClick={payAgain}>
          {m.payOnline()}
        </Button>
      ) : null}
    </section>
  );
}
