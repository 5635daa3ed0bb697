/**
 * The menu feature's public entry (docs/architecture.md 'Layers'): the menu queries and the parts the home
 * page and the cart's add-ons strip compose. app/'s home page imports it, so it re-exports first-load
 * modules only (a re-exported module is bundled with its importer); the full menu page and the dish
 * overlays load by file from app/.
 */
export { BannerCarousel } from './banner-carousel.tsx';
export { MealCategories } from './meal-categories.tsx';
export { DishCard, FoodImage, MealCard } from './menu-card.tsx';
export { MenuRow } from './menu-row.tsx';
export { MenuSearch } from './menu-search.tsx';
export { useAddToCart } from './use-add-to-cart.ts';
export { AddonsStrip } from './addons-strip.tsx';
