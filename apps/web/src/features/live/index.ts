/** The live order events feature's public entry (docs/architecture.md 'Layers'): the hook that keeps a session's stream open. */
export { useOrderEvents } from './use-order-events.ts';
