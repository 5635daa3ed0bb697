import { Link } from 'react-router';
import { ChefHat } from 'lucide-react';
import { useUi } from '../../lib/ui-store.ts';
import { useKitchenName } from '../../api/kitchen-name.ts';
import { KitchenSwitch } from '../../features/seller-kitchen/index.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The seller's top bar (spec 2 'Seller routes'): the logo with the kitchen's name and, with a seller session, the open/closed
 * switch and the chef avatar that opens /seller/profile; without one (no token or a customer's, issue 12)
 * only a Login button that opens the seller login.
 */
export function SellerTopBar({ seller }: { seller: boolean }) {
  const openOverlay = useUi((state) => state.openOverlay);
  // The kitchen's own name (issue 13, D40).
  const kitchenName = useKitchenName();
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-line/70 bg-cream/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      {/* With large text the switch and the profile wrap under the kitchen's name, which keeps its room (issue 16). */}
      <div className="mx-auto flex min-h-14 max-w-md flex-wrap items-center gap-x-2 px-2">
        <Link
          to={sellerPaths.home}
          aria-label={m.kitchenNameHome({ kitchen: kitchenName })}
          className="flex min-h-11 min-w-0 items-center gap-2 px-2"
        >
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="min-w-0 leading-none">
            <span className="block truncate font-display text-xl font-bold text-primary-dark">{kitchenName}</span>
            {/* A space between the two lines: read as text they are '<name> Kitchen', the start of the
                link's name, not '<name>Kitchen' (WCAG 2.5.3, D81). */}{' '}
            <span className="block text-[0.625rem] font-semibold tracking-[0.2em] text-muted uppercase">
              {m.kitchen()}
            </span>
          </span>
        </Link>
        <div className="flex-1" />
        {seller ? <KitchenSwitch /> : null}
        {seller ? (
          <Link
            to={sellerPaths.profile}
            aria-label={m.chefProfile()}
            className="grid size-11 place-items-center rounded-full transition-colors hover:bg-primary-soft"
          >
            <span className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-accent to-primary text-white shadow-sm">
              <ChefHat className="size-5" aria-hidden="true" />
            </span>
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => openOverlay('seller-login')}
            className="min-h-11 rounded-xl bg-primary px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-primary-dark"
          >
            {m.login()}
          </button>
        )}
      </div>
    </header>
  );
}
