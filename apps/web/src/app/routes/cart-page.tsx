import { Link } from 'react-router';
import { Plus, ShoppingBag } from 'lucide-react';
import { computeBill } from '@rasoi/domain/bill';
import { m } from '@rasoi/domain/i18n/messages';
import { BillDetails } from '../../ui/bill-details.tsx';
import { CartLines, CheckoutButton } from '../../features/cart/index.ts';
import { AddonsStrip } from '../../features/menu/index.ts';
import { CartCouponCard } from '../../features/coupons/index.ts';
import { useAppliedCoupon } from '../../features/coupons/index.ts';
import { useCart } from '../../lib/cart-store.ts';
import { paths } from '../../lib/paths.ts';

function EmptyCart() {
  return (
    <div className="flex flex-col items-center px-6 pt-10 text-center">
      <span className="grid size-24 place-items-center rounded-full bg-primary-soft text-primary">
        <ShoppingBag className="size-12" aria-hidden="true" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold text-ink">{m.emptyOrder()}</h2>
      <p className="mt-2 max-w-xs text-muted">{m.cartEmptyBody()}</p>
      <Link
        to={paths.fullMenu}
        className="mt-6 inline-flex min-h-12 items-center rounded-xl bg-primary px-6 font-semibold text-white shadow-md"
      >
        {m.seeTodaysMenu()}
      </Link>
    </div>
  );
}

/**
 * 'Meal Cart' (spec 2 'Cart'): the lines with plus and minus, the Addons strip, 'Add more items', the
 * coupon card, Bill Details (docs/decisions/p02) and the checkout button; a friendly empty state.
 */
export function CartPage() {
  const items = useCart((state) => state.items);
  const bill = computeBill(items, useAppliedCoupon().coupon?.off ?? 0);

  return (
    <div className="px-4 pt-4 pb-28">
      <h1 className="font-display text-3xl font-bold text-ink">{m.mealCart()}</h1>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <section className="rounded-2xl bg-white px-4 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70">
            <CartLines />
            <Link
              to={paths.fullMenu}
              className="flex min-h-12 items-center gap-2 border-t border-dashed border-line text-sm font-semibold text-primary"
            >
              <Plus className="size-4" strokeWidth={3} aria-hidden="true" />
              {m.addMoreItems()}
            </Link>
          </section>
          <AddonsStrip />
          <CartCouponCard />
          <BillDetails bill={bill} />
          <div className="fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-md px-3">
            <CheckoutButton toPay={bill.toPay} />
          </div>
        </div>
      )}
    </div>
  );
}
