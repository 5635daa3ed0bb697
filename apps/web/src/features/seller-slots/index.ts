/**
 * The seller's meal slot screens (issue 14, D47; docs/architecture.md 'Layers'): the days with their
 * slots, the weekly plan editor and the dashboard's 'Today's slots' card. app/seller/routes.tsx routes them.
 */
export { SlotDaysPage } from './slot-days-page.tsx';
export { SlotPlanPage } from './slot-plan-page.tsx';
export { TodaysSlotsCard } from './todays-slots-card.tsx';
