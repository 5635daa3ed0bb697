/**
 * The seller's tiffin plans (issue 26, D89, D91; docs/architecture.md 'Layers'): the plans with their form
 * and the subscribers. app/seller/routes.tsx routes them.
 */
export { PlansPage } from './plans-page.tsx';
export { SubscribersPage } from './subscribers-page.tsx';
