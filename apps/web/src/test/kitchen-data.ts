import type { KitchenData } from '@rasoi/domain/api';

/** GET /kitchen's data as a test's server answers it (issue 13): an open kitchen with its settings, overridable. */
export function kitchenData(overrides: Partial<KitchenData> = {}): KitchenData {
  return {
    is_open: true,
    name: 'Rasoi',
    description: 'Taste of Home',
    support_phone: '',
    fssai_licence: '',
    serviceable_pincodes: ['201009'],
    societies: [],
    upi_id: '',
    upi_vpa: null,
    order_eta_minutes: 30,
    coupon_offers: [5, 10],
    order_days_ahead: 2,
    time_zone: 'Asia/Kolkata',
    cancel_window_minutes: 5,
    household_plates_max: 10,
    language: 'en',
    address: '',
    gstin: '',
    gst_scheme: 'none',
    bill_prefix: 'RS',
    ...overrides,
  };
}
