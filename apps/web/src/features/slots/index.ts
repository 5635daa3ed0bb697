/**
 * The meal slots feature's public entry (docs/architecture.md 'Layers'; issue 14, D47): whether the home
 * screen shows the slot strip, the checkout's picker and its choice, and an order's delivery window. Invalidating the slots'
 * queries goes through `slotsKeys` (api/query-keys.ts).
 */
// The home screen loads the strip itself (by file, lazily) once this says the kitchen has slots today.
export { useHasSlotsToday } from './use-has-slots-today.ts';
export { SlotPicker } from './slot-picker.tsx';
export { useSlotChoice, type SlotChoice } from './use-slot-choice.ts';
