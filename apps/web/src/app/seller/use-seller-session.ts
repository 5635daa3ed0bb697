import { useAuth } from '../../lib/session-store.ts';
import { useProfile } from '../../api/get-profile.ts';

/**
 * Whether this device holds a seller session (issue 12): 'seller' only when the profile answer's `role`
 * (the session's role: 'seller' only for a PIN-login session, D29) says so; 'none' without a token or
 * with any other session (a customer's, even on the seller's number), or when the profile cannot be read;
 * 'checking' while the profile loads. The seller area shows its pages, switch and alerts only to 'seller'.
 */
export type SellerSession = 'none' | 'checking' | 'seller';

/** The device's seller session, from the profile query (fetched only with a token). */
export function useSellerSession(): SellerSession {
  const token = useAuth((state) => state.token);
  const profile = useProfile(Boolean(token));
  if (!token) return 'none';
  if (profile.isPending) return 'checking';
  return profile.data?.role === 'seller' ? 'seller' : 'none';
}
