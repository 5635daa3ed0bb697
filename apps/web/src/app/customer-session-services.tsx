import { useOrderEvents } from '../features/live/index.ts';
import { usePushRegistration } from '../api/use-push-registration.ts';

/**
 * What a logged-in customer's visit runs beside the pages (issue 5): the live order stream and the push
 * flow. The root layout mounts it only while there is a token, as its own chunk, so a visitor's first
 * load carries neither (issue 12's first-load budget); both wait for an idle page anyway.
 */
export function CustomerSessionServices() {
  useOrderEvents('customer');
  usePushRegistration();
  return null;
}
