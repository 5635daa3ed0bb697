import type { User } from '@rasoi/domain/api';
import { useAuth } from '../../lib/session-store.ts';
import { useProfile } from '../../api/get-profile.ts';

/** What the first-start setup still asks for (issue 13, D41), from a seller session's profile answer. */
export type SellerSetup = NonNullable<User['setup']>;

/**
 * The seller's pending first-start setup, or null when nothing is due (or the profile is not a seller
 * session's, or not loaded). The seller area shows the setup in place of its pages while this is set.
 */
export function useSellerSetup(): SellerSetup | null {
  const token = useAuth((state) => state.token);
  const setup = useProfile(Boolean(token)).data?.setup;
  return setup && (setup.kitchenDue || setup.pinDue) ? setup : null;
}
