import type { DishCategory } from './constants.ts';
import { MESSAGES } from './messages.ts';

/**
 * How people read the dish categories (spec 3 lists them as slugs; 'deserts' is the API's spelling):
 * the seller's catalogue screens and the kitchen's prep sheet (issue 14) name them alike.
 */
export const DISH_CATEGORY_LABELS: Record<DishCategory, string> = {
  'sabzi-gravy': MESSAGES.sabziGravy,
  'sabzi-dry': MESSAGES.sabziDry,
  rice: MESSAGES.rice,
  chapati: MESSAGES.chapati,
  deserts: MESSAGES.desserts,
  beverages: MESSAGES.beverages,
};
