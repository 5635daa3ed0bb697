import { useCallback } from 'react';
import type { Coupon } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useUi } from '../../lib/ui-store.ts';
import { toast } from '../../lib/toast.ts';
import { useScratchCoupon } from './api/scratch-coupon.ts';

/**
 * What a scratch card does once revealed (spec 4): marks the coupon scratched on the server, toasts
 * 'Coupon active in Profile' and opens the coupon overlay ('Wohoo, You got {off}% off').
 */
export function useRevealCoupon(): (coupon: Coupon) => void {
  const { mutate } = useScratchCoupon();
  const openOverlay = useUi((state) => state.openOverlay);
  return useCallback(
    (coupon: Coupon) => {
      mutate(coupon._id, {
        onSuccess: () => {
          toast.success(m.couponActive());
          openOverlay('coupon', { couponId: coupon._id });
        },
      });
    },
    [mutate, openOverlay],
  );
}
