import { useId } from 'react';
import { BellRing } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { sentences } from '../../lib/sentences.ts';

type NewOrderOverlayProps = {
  /** How many orders await acknowledgement. */
  count: number;
  /** 'Acknowledge': the waiting orders are seen; the alarm stops on every seller device. */
  onAcknowledge: () => void;
  /** While the acknowledgement is on its way. */
  acknowledging?: boolean;
  /** 'Later' (or Escape): the overlay closes, the alarm rings on. */
  onClose: () => void;
};

/**
 * The seller's new-order overlay (spec 2 'Overlays', 4): 'New Order Received' and 'Acknowledge', which
 * stops the repeating alarm on every seller device and leads to the orders (issue 'The kitchen's day').
 * An alert raised by the order stream, not a place: the seller layout shows it in the one Dialog, outside
 * the URL.
 */
export function NewOrderOverlay({ count, onAcknowledge, acknowledging = false, onClose }: NewOrderOverlayProps) {
  const titleId = useId();
  return (
    <Dialog variant="card" role="alertdialog" labelledBy={titleId} onClose={onClose}>
      <div className="mx-auto w-full max-w-xs animate-rise overflow-hidden rounded-3xl bg-white text-center shadow-2xl shadow-black/30">
        <div className="bg-gradient-to-br from-accent via-primary to-primary-dark px-6 pt-8 pb-6 text-white">
          <span className="relative mx-auto grid size-16 place-items-center rounded-full bg-white/20">
            <span className="absolute inset-0 animate-ping rounded-full bg-white/25" aria-hidden="true" />
            <BellRing className="size-8" aria-hidden="true" />
          </span>
          <h2 id={titleId} className="mt-4 font-display text-2xl font-bold">
            {m.notificationTitle()}
          </h2>
        </div>
        <div className="px-6 pt-4 pb-6">
          <p className="text-sm text-muted">
            {sentences(count > 1 && m.ordersWaitingCount({ count }), m.notificationBody())}
          </p>
          <Button block className="mt-5" onClick={onAcknowledge} disabled={acknowledging} autoFocus>
            {m.acknowledgeOrders()}
          </Button>
          <button type="button" onClick={onClose} className="mt-2 min-h-11 w-full text-sm font-semibold text-muted">
            {m.later()}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
