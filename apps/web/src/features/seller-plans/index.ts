/**
 * The seller's tiffin plans (issue 26, D89, D91, D94; docs/architecture.md 'Layers'): the plans with their
 * form, the subscribers, the kitchen's holidays and the plan meals households lost. app/seller/routes.tsx
 * routes them.
 */
export { PlansPage } from './plans-page.tsx';
export { SubscribersPage } from './subscribers-page.tsx';
export { HolidaysPage } from './holidays-page.tsx';
export { LostMealsPage } from './lost-meals-page.tsx';
