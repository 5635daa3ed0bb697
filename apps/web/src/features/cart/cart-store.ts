import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { addCartItem, reduceCartItem, removeCartItem, type CartItem, type CartProduct } from '@rasoi/domain/cart';

/** Browser storage key of the persisted cart (spec 3: 'plus the cart'). */
export const CART_STORAGE_KEY = 'cart';

/**
 * The cart (spec 3, 4): lines persisted in localStorage; the bill is derived from the lines with
 * `computeBill` from the domain, never stored twice. Coupon fields are filled by the coupons feature.
 */
export type CartState = {
  items: CartItem[];
  /** Applied coupon's percentage off, 0 without one (spec 3 'Applied coupon'). */
  couponOff: number;
  couponId: string | null;
  addItem: (product: CartProduct) => void;
  /** Lowers by one; returns true when the line went (the caller toasts 'Item removed from cart'). */
  reduceItem: (id: string) => boolean;
  removeItem: (id: string) => void;
  applyCoupon: (couponId: string, off: number) => void;
  removeCoupon: () => void;
  clearCart: () => void;
};

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      couponOff: 0,
      couponId: null,
      addItem: (product) => set({ items: addCartItem(get().items, product) }),
      reduceItem: (id) => {
        const { items, removed } = reduceCartItem(get().items, id);
        set({ items });
        return removed;
      },
      removeItem: (id) => set({ items: removeCartItem(get().items, id) }),
      applyCoupon: (couponId, off) => set({ couponId, couponOff: off }),
      removeCoupon: () => set({ couponId: null, couponOff: 0 }),
      clearCart: () => {
        set({ items: [], couponId: null, couponOff: 0 });
        useCart.persist.clearStorage();
      },
    }),
    { name: CART_STORAGE_KEY },
  ),
);
