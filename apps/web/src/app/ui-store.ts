import { create } from 'zustand';

/** Every overlay the one overlay layer can show (spec 2 'Overlays'). */
export type OverlayName =
  | 'login'
  | 'otp'
  | 'dish'
  | 'customise'
  | 'thankyou'
  | 'coupon'
  | 'new-coupon'
  | 'seller-login'
  | 'scratch-code'
  | 'splash'
  | 'logout'
  | 'install';

/** Client UI state (spec 3 'ui'): the open overlay and what it is about. */
export type UiState = {
  orderState: 'idle' | 'otp-sent' | 'success';
  currentOverlay: OverlayName | null;
  /** The meal or dish id the dish-detail / customising overlay is about. */
  currentDish: string | null;
  currentCoupon: string | null;
  /** Flipped to force a re-fetch (spec 3). */
  refetchFlag: boolean;
  openOverlay: (name: OverlayName, about?: { dishId?: string; couponId?: string }) => void;
  closeOverlay: () => void;
  setOrderState: (state: UiState['orderState']) => void;
  flipRefetch: () => void;
};

/** The UI store: one overlay at a time, opened by name. */
export const useUi = create<UiState>()((set) => ({
  orderState: 'idle',
  currentOverlay: null,
  currentDish: null,
  currentCoupon: null,
  refetchFlag: false,
  openOverlay: (name, about) =>
    set((state) => ({
      currentOverlay: name,
      currentDish: about?.dishId ?? state.currentDish,
      currentCoupon: about?.couponId ?? state.currentCoupon,
    })),
  closeOverlay: () => set({ currentOverlay: null }),
  setOrderState: (orderState) => set({ orderState }),
  flipRefetch: () => set((state) => ({ refetchFlag: !state.refetchFlag })),
}));
