/** The kitchen feature's public entry (docs/architecture.md 'Layers'); the closed screen loads by file from app/. */
export {
  kitchenQueryOptions,
  useKitchen,
  useKitchenOpen,
  useKitchenTimeZone,
  useServiceablePincodes,
} from '../../api/get-kitchen.ts';
export { KitchenContact } from '../../ui/kitchen-contact.tsx';
export { kitchenTitle, useKitchenName, useKitchenTitle } from '../../api/kitchen-name.ts';
export { NotifyMe } from '../../ui/notify-me.tsx';
