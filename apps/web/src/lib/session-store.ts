/**
 * The session (issue 12, docs/architecture.md 'Layers'): the bearer token and the login stage. It is shared
 * code, below every feature, because the API client (api/client.ts) sends the token and ends the session
 * on a 401, and most features ask whether someone is logged in; the auth feature's overlays fill it.
 */
import { create } from 'zustand';

/** Browser storage key of the bearer token (spec 3). */
export const AUTH_TOKEN_KEY = 'auth_token';

/** Auth state (spec 3 'auth'): the token kept under `auth_token`, the mobile and the login stage. */
export type AuthState = {
  token: string | null;
  mobile: string;
  stage: '' | 'otp' | 'verify' | string;
  setMobile: (mobile: string, stage: AuthState['stage']) => void;
  logIn: (token: string) => void;
  /** Forgets the token; the logout flow also clears the rest of browser storage (spec 4). */
  logOut: () => void;
};

function readToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The auth store; the token is mirrored to localStorage under the spec's key. */
export const useAuth = create<AuthState>()((set) => ({
  token: readToken(),
  mobile: '',
  stage: '',
  setMobile: (mobile, stage) => set({ mobile, stage }),
  logIn: (token) => {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    set({ token, stage: 'verify' });
  },
  logOut: () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    set({ token: null, stage: '', mobile: '' });
  },
}));
