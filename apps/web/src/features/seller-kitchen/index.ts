/** The seller's kitchen (D83): its settings, first-time setup, the open/closed switch, the theme page and the share-menu button. */
export { ShareMenuButton } from './share-menu-button.tsx';
export { KitchenSettingsPage } from './kitchen-settings-page.tsx';
export { ThemeStorePage } from './theme-store-page.tsx';
export { SellerSetupPage } from './seller-setup-page.tsx';
export { useSellerSetup } from './use-seller-setup.ts';
export { KitchenSwitch } from './kitchen-switch.tsx';
