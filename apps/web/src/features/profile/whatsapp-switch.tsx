import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { useSetWhatsAppOptIn, useWhatsAppOptIn } from './api/whatsapp-opt-in.ts';

/**
 * The customer's opt-in to receipts on WhatsApp (issue 27 part 3, docs/decisions/0101): a switch 'Get receipts
 * on WhatsApp', off until turned on, with a line saying what comes and to which number, or that the kitchen
 * has not set WhatsApp up yet. Disabled while the choice loads.
 */
export function WhatsAppSwitch({ mobile }: { mobile: string | undefined }) {
  const { data, isPending } = useWhatsAppOptIn(true);
  const change = useSetWhatsAppOptIn();
  const hintId = 'whatsapp-receipts-hint';
  return (
    <div className="mt-4 rounded-2xl bg-white px-4 py-2 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70">
      <ToggleSwitch
        checked={data?.whatsapp_receipts ?? false}
        disabled={isPending}
        label={m.whatsAppReceipts()}
        onChange={(on) => change.mutate(on)}
        describedBy={hintId}
      />
      <p id={hintId} className="pb-1 text-xs leading-snug text-muted">
        {data && !data.available
          ? m.whatsAppNotSetUp()
          : mobile
            ? m.whatsAppReceiptsHint({ mobile: `${PHONE_PREFIX} ${mobile}` })
            : null}
      </p>
    </div>
  );
}
