import type { ThaliCategory } from '@rasoi/domain/constants';

/** Element ids of the full menu's sections, so the home categories can link straight to one. */
export const FULL_MENU_SECTION_IDS: Record<ThaliCategory | 'sweets' | 'beverages', string> = {
  'All In one thali': 'all-in-one-thali',
  'Mini Thali': 'mini-thali',
  'Comfort Thali': 'hunger-thali',
  'Roti & Parathas': 'roti-parathas',
  sweets: 'sweets',
  beverages: 'beverages',
};
