import { Link } from 'react-router';
import { ChevronRight, IndianRupee } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { sellerPaths } from '../../lib/paths.ts';
import { usePaymentsToMatch } from './api/get-payments-to-match.ts';

/**
 * The dashboard's call to 'Payments to match' (issue 27, D98, docs/decisions/0102): how many payments wait
 * for the seller, as a link to the page; nothing while none waits (the quick links always reach the page).
 * `enabled` false waits for the seller's session.
 */
export function PaymentsWaitingCard({ enabled }: { enabled: boolean }) {
  const list = usePaymentsToMatch(enabled);
  const count = list.data?.payments.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={sellerPaths.payments}
      className="mt-5 flex items-center gap-4 rounded-3xl bg-amber-50 p-4 text-ink ring-2 ring-amber-400"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-white text-amber-800" aria-hidden="true">
        <IndianRupee className="size-6" />
      </span>
      <span className="flex-1">
        <span className="block text-lg font-bold">
          {count === 1 ? m.sellerPaymentsWaitingOne() : m.sellerPaymentsWaiting({ count })}
        </span>
        <span className="block text-sm text-amber-900">{m.sellerPaymentsWaitingHint()}</span>
      </span>
      <ChevronRight className="size-5" aria-hidden="true" />
    </Link>
  );
}
