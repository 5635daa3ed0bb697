/** The kitchen printer (issue 28 part 4, D111): its settings on this device, the print page, auto-print. */
export { PrinterSettingsPage } from './printer-settings-page.tsx';
export { PrintOrderPage } from './print-order-page.tsx';
export { useAutoPrint } from './use-auto-print.ts';
