import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@rasoi/domain/api';
import type { ScratchCouponBody } from '@rasoi/domain/coupon';
import { callApi } from '../../../api/client.ts';
import { couponsKeys, profileKeys } from '../../../api/query-keys.ts';

/** `PATCH /coupon/{id}` with `{is_scratched: true}` (spec 7): answers the scratched coupon. */
export async function scratchCoupon(couponId: string): Promise<Coupon> {
  const body: ScratchCouponBody = { is_scratched: true };
  const answer = await callApi('PATCH /coupon/:id', { params: { id: couponId }, body });
  return answer.data.coupon;
}

/**
 * Marks a coupon scratched. The coupons list shows it scratched at once, then the coupons and the
 * profile (which carries them) are fetched again. A failure gets the app's error toast.
 */
export function useScratchCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scratchCoupon,
    onSuccess: (coupon) => {
      queryClient.setQueryData<Coupon[]>(couponsKeys.all, (coupons) =>
        coupons?.map((known) => (known._id === coupon._id ? coupon : known)),
      );
      void queryClient.invalidateQueries({ queryKey: couponsKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
