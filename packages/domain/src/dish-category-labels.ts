import type { DishCategory } from './constants.ts';
import { beverages } from './i18n/messages/beverages.js';
import { chapati } from './i18n/messages/chapati.js';
import { desserts } from './i18n/messages/desserts.js';
import { rice } from './i18n/messages/rice.js';
import { sabziDry } from './i18n/messages/sabzidry1.js';
import { sabziGravy } from './i18n/messages/sabzigravy1.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { beverages, chapati, desserts, rice, sabziDry, sabziGravy };

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
