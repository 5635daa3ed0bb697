/** The kitchen feature's public entry (docs/architecture.md 'Layers'); the closed screen loads by file from app/. */
export {
  kitchenQueryOptions,
  useKitchen,
  useKitchenOpen,
  useKitchenTimeZone,
  useServiceablePincodes,
} from '../../api/get-kitchen.ts';
export { KitchenContact } from './kitchen-contact.tsx';
export { kitchenTitle, useKitchenName, useKitchenTitle } from './kitchen-name.ts';
export { NotifyMe } from './notify-me.tsx';
