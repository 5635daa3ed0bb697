/**
 * The push feature's public entry (docs/architecture.md 'Layers'). app/root-layout.tsx uses the hook in
 * the first load; push-registration.ts stays a lazy chunk, as the entry has no side effects of its own
 * (vite-feature-entries.ts) and the hook loads it on demand.
 */
export { ensurePushRegistered, forgetPushSubscription } from '../../lib/ensure-push.ts';
export { usePushRegistration } from '../../lib/use-push-registration.ts';
