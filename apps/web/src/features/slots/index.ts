/**
 * The meal slots feature's public entry (docs/architecture.md 'Layers'; issue 14, D47): the home screen's
 * strip, the checkout's picker and its choice, and an order's delivery window. Invalidating the slots'
 * queries goes through `slotsKeys` (api/query-keys.ts).
 */
export { SlotStrip } from './slot-strip.tsx';
export { SlotPicker } from './slot-picker.tsx';
export { useSlotChoice, type SlotChoice } from './use-slot-choice.ts';
export { useDeliveryWindow } from './use-delivery-window.ts';
