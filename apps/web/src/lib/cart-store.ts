/**
 * The cart (issue 12, docs/architecture.md 'Layers'): shared code, because the menu adds to it, the coupons
 * apply to it, the payment page orders it and logging out empties it; the cart feature only shows it.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { addCartItem, reduceCartItem, removeCartItem, type CartItem, type CartProduct } from '@rasoi/domain/cart';

/** Browser storage key of the persisted cart (spec 3: 'plus the cart'). */
export const CART_STORAGE_KEY = 'cart';

/**
 * The cart (spec 3, 4): lines persisted in localStorage; the bill is derived from the lines with
 * `computeBill` from the domain, never stored twice. The applied coupon is kept by id only: its
 * percentage off is read from the coupons query (useAppliedCoupon in features/coupons, issue 12), so a
 * stored figure can never disagree with the coupon.
 */
export type CartState = {
  items: CartItem[];
  /** The applied coupon's id (spec 3 'Applied coupon'), null without one. */
  couponId: string | null;
  /**
   * The meal slot the customer chose for this order (issue 14, D47), null for the default: the next
   * open slot with room. The checkout forgets a choice that is no longer open.
   */
  slotId: string | null;
  addItem: (product: CartProduct) => void;
  /** Lowers by one; returns true when the line went (the caller toasts 'Item removed from cart'). */
  reduceItem: (id: string) => boolean;
  removeItem: (id: string) => void;
  applyCoupon: (couponId: string) => void;
  removeCoupon: () => void;
  chooseSlot: (slotId: string | null) => void;
  /**
   * Replaces every line with these products, in order ('Order again', issue 15, D57); the coupon and the
   * chosen slot stay.
   */
  replaceItems: (products: readonly CartProduct[]) => void;
  clearCart: () => void;
};

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      couponId: null,
      slotId: null,
      addItem: (product) => set({ items: addCartItem(get().items, product) }),
      reduceItem: (id) => {
        const { items, removed } = reduceCartItem(get().items, id);
        set({ items });
        return removed;
      },
      removeItem: (id) => set({ items: removeCartItem(get().items, id) }),
      applyCoupon: (couponId) => set({ couponId }),
      removeCoupon: () => set({ couponId: null }),
      chooseSlot: (slotId) => set({ slotId }),
      replaceItems: (products) => set({ items: products.reduce(addCartItem, []) }),
      clearCart: () => {
        set({ items: [], couponId: null, slotId: null });
        useCart.persist.clearStorage();
      },
    }),
    {
      name: CART_STORAGE_KEY,
      partialize: ({ items, couponId, slotId }) => ({ items, couponId, slotId }),
      // Version 0 also stored the coupon's percentage (couponOff); it is left behind. Version 1 had no slot.
      version: 2,
      migrate: (persisted) => {
        const {
          items = [],
          couponId = null,
          slotId = null,
        } = (persisted ?? {}) as Partial<Pick<CartState, 'items' | 'couponId' | 'slotId'>>;
        return { items, couponId, slotId };
      },
    },
  ),
);
