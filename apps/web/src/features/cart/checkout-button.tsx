import { useNavigate } from 'react-router';
import { meetsMinimumOrder, shortfallLabel } from '@rasoi/domain/bill';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { formatRupees } from '../../ui/format.ts';
import { toastLoginNeeded } from '../../lib/toast.ts';
import { useAuth } from '../../lib/session-store.ts';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The cart's checkout button (spec 5, 9): disabled with 'Add items worth ₹{n} more' until the bill is
 * above ₹74; then without login it toasts 'Login to continue' and opens the login overlay, and with
 * login it goes on to choose the address.
 */
export function CheckoutButton({ toPay }: { toPay: number }) {
  const token = useAuth((state) => state.token);
  const openOverlay = useUi((state) => state.openOverlay);
  const navigate = useNavigate();
  const allowed = meetsMinimumOrder(toPay);

  function checkout() {
    if (!token) {
      toastLoginNeeded();
      openOverlay('login');
      return;
    }
    navigate(paths.address);
  }

  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-[0_-4px_24px_-8px_rgba(124,45,18,0.3)] ring-1 ring-line/70">
      <div className="pl-1">
        <p className="text-lg leading-tight font-bold text-ink">{formatRupees(toPay)}</p>
        <p className="text-xs text-muted">{m.toPay()}</p>
      </div>
      <Button className="min-h-12 flex-1 text-base" disabled={!allowed} onClick={checkout}>
        {allowed ? m.proceedToCheckout() : shortfallLabel(toPay)}
      </Button>
    </div>
  );
}
