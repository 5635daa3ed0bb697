import { useCallback } from 'react';
import type { Coupon } from '@rasoi/domain/api';
import { useUi } from '../../lib/ui-store.ts';
import { toastLoginNeeded } from '../../lib/toast.ts';
import { useAuth } from '../../lib/session-store.ts';

/** 'Scratch now' (spec 4): opens the coupon's scratch card; without a login, the login overlay. */
export function useScratchNow(): (coupon: Coupon) => void {
  const token = useAuth((state) => state.token);
  const openOverlay = useUi((state) => state.openOverlay);
  return useCallback(
    (coupon: Coupon) => {
      if (!token) {
        toastLoginNeeded();
        openOverlay('login');
        return;
      }
      openOverlay('scratch-code', { couponId: coupon._id });
    },
    [openOverlay, token],
  );
}
