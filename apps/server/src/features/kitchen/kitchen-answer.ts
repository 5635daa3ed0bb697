import type { KitchenData } from '@rasoi/domain/api';
import type { Config } from '../../config.ts';

/**
 * The kitchen as GET /kitchen and the seller's switch answer it (issue 12): the open flag and the
 * public settings (never a secret): serviceable pincodes, delivery estimate in minutes, coupon offers
 * in percent.
 */
export function kitchenAnswer(
  config: Pick<Config, 'serviceablePincodes' | 'orderEtaMinutes' | 'couponOffers'>,
  isOpen: boolean,
): KitchenData {
  return {
    is_open: isOpen,
    serviceable_pincodes: config.serviceablePincodes,
    order_eta_minutes: config.orderEtaMinutes,
    coupon_offers: config.couponOffers,
  };
}
