import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { useRegisterSmsWebhook } from './api/register-sms-webhook.ts';

const card = 'space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line';

/**
 * The address the phone forwards to, and 'Connect the kitchen phone' (issue 27, D97): POST
 * /payments/sms/webhook asks the phone to forward what it receives there, and its outcome is said in words:
 * the address the phone registered, or the server's sentence (the phone did not answer, refused the
 * login, the server is not on https...). Without the phone as the server's SMS gateway, there is no button:
 * the seller adds the address in the app by hand.
 */
export function ConnectPhoneSection({ webhookUrl, phoneGateway }: { webhookUrl: string; phoneGateway: boolean }) {
  const addressId = useId();
  const connectId = useId();
  const register = useRegisterSmsWebhook();
  return (
    <>
      <section aria-labelledby={addressId} className={card}>
        <h2 id={addressId} className="text-lg font-bold text-ink">
          {m.bankSmsAddressHeading()}
        </h2>
        <p className="rounded-xl bg-stone-50 p-3 font-mono text-sm break-all text-ink ring-1 ring-line">{webhookUrl}</p>
        <p className="text-sm text-muted">{m.bankSmsAddressHint()}</p>
      </section>
      <section aria-labelledby={connectId} className={card}>
        <h2 id={connectId} className="text-lg font-bold text-ink">
          {m.bankSmsConnectHeading()}
        </h2>
        {phoneGateway ? (
          <>
            <p className="text-sm text-muted">{m.bankSmsConnectHint()}</p>
            <Button block disabled={register.isPending} onClick={() => register.mutate()}>
              {register.isPending ? m.bankSmsConnecting() : m.bankSmsConnect()}
            </Button>
          </>
        ) : (
          <p className="text-sm text-ink">{m.bankSmsNoPhone()}</p>
        )}
        <div aria-live="polite">
          {register.isSuccess ? (
            <p role="status" className="text-sm font-semibold break-words text-green-800">
              {m.bankSmsConnected({ url: register.data.url })}
            </p>
          ) : null}
        </div>
        {register.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {register.error.message}
          </p>
        ) : null}
      </section>
    </>
  );
}
