import { callApi } from '../../../api/client.ts';

/** Give up on revoking the session after this long: logging out must never hang. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * `POST /auth/logout` (bearer): revokes the seller's session. Failures are ignored on purpose: the
 * browser forgets the token either way (spec 4 'Logout').
 */
export async function revokeSellerSession(): Promise<void> {
  try {
    await callApi('POST /auth/logout', { body: {}, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // The local logout goes on regardless.
  }
}
