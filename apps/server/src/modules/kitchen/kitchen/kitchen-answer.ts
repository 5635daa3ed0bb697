import type { KitchenData } from '@rasoi/domain/api';
import type { KitchenSettings } from '@rasoi/domain/kitchen-settings';

/**
 * The kitchen as GET /kitchen, the seller's switch and PATCH /kitchen/settings answer it (issues 12,
 * 13, D40): the open flag and the kitchen's stored settings, all public (the UPI id is what customers pay to),
 * and the time zone its meal slots' times are read in (KITCHEN_TIMEZONE, issue 14).
 */
export function kitchenAnswer(settings: KitchenSettings, isOpen: boolean, timeZone: string): KitchenData {
  // `upi_vpa` (issue 15, D53): the UPI id customers pay to, or null while the kitchen has none.
  return {
    is_open: isOpen,
    ...settings,
    upi_vpa: settings.upi_id === '' ? null : settings.upi_id,
    time_zone: timeZone,
  };
}
