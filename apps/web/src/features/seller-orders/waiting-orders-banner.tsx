import { BellRing } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';

type WaitingOrdersBannerProps = {
  /** How many orders await acknowledgement (at least 1). */
  count: number;
  onAcknowledge: () => void;
  acknowledging?: boolean;
};

/**
 * A bar under the seller's top bar while new orders await acknowledgement (issue 'The kitchen's day'):
 * it says why the alarm keeps ringing and stops it in one tap, without covering the page the seller is
 * working in (the modal alert shows only when an order arrives).
 */
export function WaitingOrdersBanner({ count, onAcknowledge, acknowledging = false }: WaitingOrdersBannerProps) {
  return (
    <section
      aria-label={m.waitingOrdersLabel()}
      className="mx-auto flex w-full max-w-md flex-wrap items-center gap-x-3 gap-y-2 bg-primary-soft px-4 py-2 text-sm text-primary-dark"
    >
      <BellRing className="size-5 shrink-0" aria-hidden="true" />
      {/* At least 10rem for the words: with large text the button goes under them rather than over them. */}
      <p className="min-w-0 flex-1 basis-40 font-semibold">
        {count === 1 ? m.oneOrderWaiting() : m.ordersWaitingCount({ count })}
      </p>
      <button
        type="button"
        onClick={onAcknowledge}
        disabled={acknowledging}
        className="min-h-11 shrink-0 rounded-xl bg-primary px-3 font-semibold text-white disabled:bg-stone-300 disabled:text-stone-500"
      >
        {m.acknowledgeOrders()}
      </button>
    </section>
  );
}
