import { NavLink } from 'react-router';
import { BookOpen, House, Plus, ReceiptText, Wallet, type LucideIcon } from 'lucide-react';
import { useUi } from '../../lib/ui-store.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { m } from '@rasoi/domain/i18n/messages';

type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const left = (): readonly NavItem[] => [
  { to: sellerPaths.home, label: m.homeTab(), icon: House, end: true },
  { to: sellerPaths.orders, label: m.order(), icon: ReceiptText },
];
const right = (): readonly NavItem[] => [
  { to: sellerPaths.menu, label: m.menu(), icon: BookOpen },
  { to: sellerPaths.income, label: m.income(), icon: Wallet },
];

function NavItemLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      aria-label={item.label}
      className={({ isActive }) =>
        `flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-center text-[0.6875rem] leading-tight font-semibold break-words ${isActive ? 'text-primary' : 'text-muted'}`
      }
    >
      {({ isActive }) => (
        <>
          <Icon
            className={`size-6 ${isActive ? 'fill-primary/25' : ''}`}
            strokeWidth={isActive ? 2.4 : 2}
            aria-hidden="true"
          />
          <span aria-hidden="true" className="max-w-full">
            {item.label}
          </span>
        </>
      )}
    </NavLink>
  );
}

/**
 * The seller's bottom bar (spec 2 'Seller routes'): Home, Order, the raised Plus (chooser: Dish or
 * Thali, the 'add-choice' overlay: add-chooser.tsx), Menu and Income.
 */
export function SellerBottomNav() {
  const choosing = useUi((state) => state.currentOverlay === 'add-choice');
  const openOverlay = useUi((state) => state.openOverlay);
  return (
    <>
      <nav
        aria-label={m.kitchen()}
        className="fixed inset-x-0 bottom-0 z-40 print:hidden border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_-12px_rgba(124,45,18,0.35)] backdrop-blur-md"
      >
        <div className="mx-auto flex max-w-md items-end px-2">
          {left().map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
          <button
            type="button"
            aria-label={m.addADishOrThali()}
            aria-haspopup="dialog"
            aria-expanded={choosing}
            onClick={() => openOverlay('add-choice')}
            className="flex min-w-0 flex-1 flex-col items-center pb-1.5"
          >
            <span className="-mt-6 grid size-14 place-items-center rounded-full bg-primary text-white shadow-lg ring-4 ring-white transition-colors hover:bg-primary-dark">
              <Plus className="size-7" strokeWidth={2.6} aria-hidden="true" />
            </span>
            <span aria-hidden="true" className="mt-0.5 text-[0.6875rem] font-semibold text-muted">
              {m.add()}
            </span>
          </button>
          {right().map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
        </div>
      </nav>
    </>
  );
}
