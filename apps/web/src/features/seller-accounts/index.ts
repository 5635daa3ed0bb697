/**
 * The seller's household accounts (issue 26, D88; docs/architecture.md 'Layers'): the khata list with its
 * payment, adjustment and terms sheets. app/seller/routes.tsx routes it.
 */
export { AccountsPage } from './accounts-page.tsx';
