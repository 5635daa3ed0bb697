import { NavLink } from 'react-router';
import { House, ReceiptText, ShoppingBag, TicketPercent, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useCart } from '../lib/cart-store.ts';
import { paths } from '../lib/paths.ts';
import { m } from '@rasoi/domain/i18n/messages';

type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const left = (): readonly NavItem[] => [
  { to: paths.home, label: m.homeTab(), icon: House, end: true },
  { to: paths.profileCoupons, label: m.coupon(), icon: TicketPercent },
];
const right = (): readonly NavItem[] => [
  { to: paths.profileOrders, label: m.order(), icon: ReceiptText },
  { to: paths.cart, label: m.cartTab(), icon: ShoppingBag },
];

function NavItemLink({ item, badge }: { item: NavItem; badge?: number }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      aria-label={badge ? `${item.label}, ${badge} ${badge === 1 ? m.item() : m.items()}` : item.label}
      className={({ isActive }) =>
        `flex min-h-14 min-w-0 flex-1 flex-col-reverse items-center justify-center gap-0.5 text-center text-[0.6875rem] leading-tight font-semibold break-words ${
          isActive ? 'text-primary' : 'text-muted'
        }`
      }
    >
      {({ isActive }) => (
        <>
          {/* min-w-0 and break-words: with large text a label wraps inside its fifth of the bar (issue 16, D61).
              The word comes before the badge in the page, and flex-col-reverse draws it below the icon: what
              is read first ('Cart 1') is what the name starts with ('Cart, 1 item'; WCAG 2.5.3, D81). */}
          <span aria-hidden="true" className="max-w-full">
            {item.label}
          </span>{' '}
          <span className="relative">
            {/* The active item shows a filled icon (spec 2). */}
            <Icon
              className={`size-6 ${isActive ? 'fill-primary/25' : ''}`}
              strokeWidth={isActive ? 2.4 : 2}
              aria-hidden="true"
            />
            {badge ? (
              <span
                data-testid="cart-badge"
                className="absolute -top-1.5 -right-2.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
              >
                {badge}
              </span>
            ) : null}
          </span>
        </>
      )}
    </NavLink>
  );
}

/**
 * The bottom navigation (spec 2 'Chrome'): Home, Coupon, Menu (the raised centre button), Order and
 * Cart, whose badge counts the cart's lines when there are any.
 */
export function BottomNav() {
  const lines = useCart((state) => state.items.length);
  return (
    <nav
      aria-label={m.main()}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_-12px_rgba(124,45,18,0.35)] backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-md items-end px-2">
        {left().map((item) => (
          <NavItemLink key={item.to} item={item} />
        ))}
        <NavLink
          to={paths.fullMenu}
          aria-label={m.menu()}
          className="flex min-w-0 flex-1 flex-col items-center pb-1.5 text-center break-words"
        >
          {({ isActive }) => (
            <>
              <span
                className={`-mt-6 grid size-14 place-items-center rounded-full text-white shadow-lg ring-4 ring-white transition-colors ${
                  isActive ? 'bg-primary-dark' : 'bg-primary'
                }`}
              >
                <UtensilsCrossed className="size-6" aria-hidden="true" />
              </span>
              <span
                aria-hidden="true"
                className={`mt-0.5 text-[0.6875rem] font-semibold ${isActive ? 'text-primary' : 'text-muted'}`}
              >
                {m.menu()}
              </span>
            </>
          )}
        </NavLink>
        {right().map((item) => (
          <NavItemLink key={item.to} item={item} badge={item.to === paths.cart && lines > 0 ? lines : undefined} />
        ))}
      </div>
    </nav>
  );
}
