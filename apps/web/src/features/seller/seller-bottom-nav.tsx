import { useEffect, useId, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import {
  BookOpen,
  ChevronRight,
  CookingPot,
  House,
  Plus,
  ReceiptText,
  Soup,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { sellerPaths } from './seller-paths.ts';

type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const LEFT: readonly NavItem[] = [
  { to: sellerPaths.home, label: 'Home', icon: House, end: true },
  { to: sellerPaths.orders, label: 'Order', icon: ReceiptText },
];
const RIGHT: readonly NavItem[] = [
  { to: sellerPaths.menu, label: 'Menu', icon: BookOpen },
  { to: sellerPaths.income, label: 'Income', icon: Wallet },
];

function NavItemLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      aria-label={item.label}
      className={({ isActive }) =>
        `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold ${isActive ? 'text-primary' : 'text-muted'}`
      }
    >
      {({ isActive }) => (
        <>
          <Icon
            className={`size-6 ${isActive ? 'fill-primary/25' : ''}`}
            strokeWidth={isActive ? 2.4 : 2}
            aria-hidden="true"
          />
          <span aria-hidden="true">{item.label}</span>
        </>
      )}
    </NavLink>
  );
}

const CHOICES = [
  { to: sellerPaths.addDish, label: 'Dish', hint: 'A sabzi, rice, roti, sweet or drink', icon: Soup },
  { to: sellerPaths.addThali, label: 'Thali', hint: 'A full meal made of your dishes', icon: CookingPot },
] as const;

/** The Plus chooser (spec 2): add a Dish or a Thali. */
function AddChooser({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // Only a dimmed layer: the Dialog inside closes the sheet on a tap on its backdrop and on Escape.
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-end bg-black/55 animate-fade-in">
      <BottomSheet titleId={titleId} title="What would you like to add?" onClose={onClose}>
        <ul className="grid gap-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {CHOICES.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  navigate(to);
                }}
                className="flex min-h-16 w-full items-center gap-4 rounded-2xl bg-cream p-3 text-left ring-1 ring-line transition-colors hover:bg-primary-soft"
              >
                <span
                  className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-accent to-primary text-white"
                  aria-hidden="true"
                >
                  <Icon className="size-6" />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-sm text-muted">{hint}</span>
                </span>
                <ChevronRight className="size-5 text-muted" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </BottomSheet>
    </div>
  );
}

/**
 * The seller's bottom bar (spec 2 'Seller routes'): Home, Order, the raised Plus (chooser: Dish or
 * Thali), Menu and Income.
 */
export function SellerBottomNav() {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <nav
        aria-label="Kitchen"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_-12px_rgba(124,45,18,0.35)] backdrop-blur-md"
      >
        <div className="mx-auto flex max-w-md items-end px-2">
          {LEFT.map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
          <button
            type="button"
            aria-label="Add a dish or thali"
            aria-haspopup="dialog"
            aria-expanded={choosing}
            onClick={() => setChoosing(true)}
            className="flex flex-1 flex-col items-center pb-1.5"
          >
            <span className="-mt-6 grid size-14 place-items-center rounded-full bg-primary text-white shadow-lg ring-4 ring-white transition-colors hover:bg-primary-dark">
              <Plus className="size-7" strokeWidth={2.6} aria-hidden="true" />
            </span>
            <span aria-hidden="true" className="mt-0.5 text-[11px] font-semibold text-muted">
              Add
            </span>
          </button>
          {RIGHT.map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
        </div>
      </nav>
      {choosing ? <AddChooser onClose={() => setChoosing(false)} /> : null}
    </>
  );
}
