/** The kitchen feature's public entry (docs/architecture.md 'Layers'); the closed screen loads by file from app/. */
export { useKitchenOpen, useServiceablePincodes } from './api/get-kitchen.ts';
