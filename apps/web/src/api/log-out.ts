import { callApi } from './client.ts';

/** Give up on revoking the session after this long: logging out must never hang. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * `POST /auth/logout` (bearer): revokes the session on the server. Failures are ignored on purpose:
 * the browser forgets the token either way (spec 4 'Logout').
 */
export async function revokeSession(): Promise<void> {
  try {
    await callApi('POST /auth/logout', { body: {}, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // The local logout goes on regardless.
  }
}
