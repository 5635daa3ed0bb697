import { ChefHat } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';

/**
 * Shown in place of a seller page without a seller token (spec 6, issue 3): a short reason and a
 * button that opens the seller login. The server refuses seller calls without one anyway.
 */
export function SellerLoginPrompt({ notSeller = false }: { notSeller?: boolean }) {
  const openOverlay = useUi((state) => state.openOverlay);
  return (
    <div className="mx-4 mt-10 flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-lg shadow-primary/5 ring-1 ring-line">
      <span
        className="grid size-16 place-items-center rounded-full bg-gradient-to-br from-accent to-primary text-white shadow-md"
        aria-hidden="true"
      >
        <ChefHat className="size-8" />
      </span>
      <h1 className="mt-4 font-display text-2xl font-bold text-ink">{m.yourKitchenAwaits()}</h1>
      <p className="mt-2 text-sm text-muted">{notSeller ? m.notASeller() : m.sellerLoginNeeded()}</p>
      <Button className="mt-6 min-w-44" onClick={() => openOverlay('seller-login')}>
        {m.loginAsSeller()}
      </Button>
    </div>
  );
}
