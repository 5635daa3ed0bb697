import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { PAID_EVENTS, REFUND_EVENTS } from '@rasoi/domain/payment-gateway';

/**
 * The events to tick on the Razorpay webhook (docs/operations.md 'Online payments'): the two that confirm a
 * payment, the failed payment, and the two refund outcomes. Razorpay's own names, shown as they are.
 */
export const RAZORPAY_WEBHOOK_EVENTS = [...PAID_EVENTS, 'payment.failed', ...REFUND_EVENTS] as const;

/**
 * 'The webhook in Razorpay' (D100): the address to paste into Razorpay's dashboard (the server's, from the
 * settings) and the events to tick, as text the seller can select and copy.
 */
export function GatewayWebhookSection({ webhookUrl }: { webhookUrl: string }) {
  const headingId = useId();
  const eventsId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {m.gatewayWebhookHeading()}
      </h2>
      <p className="text-sm text-muted">{m.gatewayWebhookHint()}</p>
      <p className="rounded-xl bg-stone-50 p-3 font-mono text-sm break-all text-ink ring-1 ring-line">{webhookUrl}</p>
      <p id={eventsId} className="text-sm font-semibold text-ink">
        {m.gatewayWebhookEvents()}
      </p>
      <ul aria-labelledby={eventsId} className="flex flex-wrap gap-2">
        {RAZORPAY_WEBHOOK_EVENTS.map((event) => (
          <li key={event} className="rounded-lg bg-stone-50 px-2 py-1 font-mono text-sm text-ink ring-1 ring-line">
            {event}
          </li>
        ))}
      </ul>
    </section>
  );
}
