import { m } from '@rasoi/domain/i18n/messages';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { useBankSmsSettings } from './api/get-bank-sms-settings.ts';
import { BankSendersSection } from './bank-senders-section.tsx';
import { ConnectPhoneSection } from './connect-phone-section.tsx';
import { SigningKeySection } from './signing-key-section.tsx';

/**
 * 'Bank SMS' (issue 27, D97, docs/decisions/0102; /seller/bank-sms, linked from Kitchen settings): the
 * bank's senders, whether the phone's signing key is set with a box to set it, the address the phone
 * forwards to, and 'Connect the kitchen phone'. A page of its own, not a part of the kitchen settings form:
 * these settings are the seller's alone (GET /kitchen is public) and each saves by itself.
 */
export function BankSmsPage() {
  const settings = useBankSmsSettings();
  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.bankSmsTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.bankSmsHint()}</p>
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
        <div className="mt-5 space-y-5">
          <BankSendersSection senders={settings.data.bank_sms_senders} />
          <SigningKeySection keySet={settings.data.signing_key_set} />
          <ConnectPhoneSection webhookUrl={settings.data.webhook_url} phoneGateway={settings.data.phone_gateway} />
        </div>
      ) : null}
    </div>
  );
}
