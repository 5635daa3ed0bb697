/** Ingredients, recipes and the market list (issue 28 part 3, D109, D110): the seller's pages. */
export { IngredientsPage } from './ingredients-page.tsx';
export { MarketListPage } from './market-list-page.tsx';
export { RecipePage } from './recipe-page.tsx';
