import type { DishCategory } from './constants.ts';
import { m } from './i18n/messages.js';

/**
 * How people read the dish categories (spec 3 lists them as slugs; 'deserts' is the API's spelling):
 * the seller's catalogue screens and the kitchen's prep sheet (issue 14) name them alike. Each label is a
 * message, called where it is shown so it is written in that moment's language (D72).
 */
export const DISH_CATEGORY_LABELS: Readonly<Record<DishCategory, () => string>> = {
  'sabzi-gravy': m.sabziGravy,
  'sabzi-dry': m.sabziDry,
  rice: m.rice,
  chapati: m.chapati,
  deserts: m.desserts,
  beverages: m.beverages,
};
