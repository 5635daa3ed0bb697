import { CircleAlert, CircleCheck, CreditCard } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { useGatewaySettings } from './api/get-gateway-settings.ts';
import { GatewayKeysForm } from './gateway-keys-form.tsx';
import { GatewayWebhookSection } from './gateway-webhook-section.tsx';

/**
 * 'Online payments' (issue 27 part 2, docs/decisions/0100; /seller/online-payments, linked from the seller's
 * profile): what Razorpay does for the kitchen, whether customers can pay online (all three keys saved),
 * the key id and the two secrets (never shown back), and the webhook to add in Razorpay's dashboard.
 */
export function OnlinePaymentsPage() {
  const settings = useGatewaySettings();
  const on = settings.data?.online_payments ?? false;
  const Icon = on ? CircleCheck : CircleAlert;
  return (
    <div className="px-4 pt-5 pb-8">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary" aria-hidden="true">
          <CreditCard className="size-6" />
        </span>
        <h1 className="font-display text-2xl font-bold text-ink">{m.gatewayTitle()}</h1>
      </div>
      <p className="mt-2 text-sm text-muted">{m.gatewayIntro()}</p>
      {settings.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {settings.error.message}
        </p>
      ) : null}
      {settings.isPending ? (
        <div className="mt-10 grid place-items-center">
          <LoadingDots />
        </div>
      ) : null}
      {settings.data ? (
        <>
          <p
            role="status"
            className={`mt-4 flex items-start gap-2 rounded-2xl px-4 py-3 text-sm font-semibold ${
              on ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-800'
            }`}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {on ? m.gatewayOn() : m.gatewayOff()}
          </p>
          <div className="mt-5 space-y-5">
            <GatewayKeysForm settings={settings.data} />
            <GatewayWebhookSection webhookUrl={settings.data.webhook_url} />
          </div>
        </>
      ) : null}
    </div>
  );
}
