/** The kitchen's day (issue 14): the seller's prep sheet and delivery run, wired into app/seller/routes.tsx. */
export { DeliveryRunPage } from './delivery-run-page.tsx';
export { PrepSheetPage } from './prep-sheet-page.tsx';
