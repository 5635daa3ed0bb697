/** The day menu feature's public entry (issue 14): the seller's 'Menu of the day' page, composed by app/seller/routes.tsx. */
export { DayMenuPage } from './day-menu-page.tsx';
