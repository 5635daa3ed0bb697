/**
 * The session (issue 12, docs/architecture.md 'Layers'): the bearer token and the login stage. It is shared
 * code, below every feature, because the API client (api/client.ts) sends the token and ends the session
 * on a 401, and most features ask whether someone is logged in; the auth feature's overlays fill it.
 */
import { createStore, useStore } from 'zustand';
import { SESSION_COOKIE } from '@rasoi/domain/first-screens';

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

/** Thirty days, in seconds: the app writes the cookie again each time it starts. */
const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Keeps a copy of the bearer token in the SESSION_COOKIE (D118), so the server writes this customer's own
 * pages with their first screen; `null` deletes it. `secure` over https, `samesite=lax` so no other site's
 * request carries it. The API itself never reads it.
 */
function rememberSessionForServer(token: string | null): void {
  try {
    if (token === null && !document.cookie.includes(`${SESSION_COOKIE}=`)) return;
    const secure = location.protocol === 'https:' ? '; secure' : '';
    const age = token ? SESSION_COOKIE_MAX_AGE_S : 0;
    document.cookie = `${SESSION_COOKIE}=${token ?? ''}; path=/; max-age=${age}; samesite=lax${secure}`;
  } catch {
    // No document (the server's renderer): nothing to remember.
  }
}

/** The stored bearer token, or null (none, or no storage: the server's renderer, a locked-down browser). */
export function readToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The auth store; the token is mirrored to localStorage under the spec's key, and to a cookie for the
 * server's page renderer (D118). Its initial state has no token, and the stored one is set right after:
 * the initial state is what a component reads while the browser takes over a page the server wrote for a
 * visitor (hydration, D117), the token from the next render on (renderAs for a customer's page).
 */
const store = createStore<AuthState>()((set) => ({
  token: null,
  mobile: '',
  stage: '',
  setMobile: (mobile, stage) => set({ mobile, stage }),
  logIn: (token) => {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    rememberSessionForServer(token);
    set({ token, stage: 'verify' });
  },
  logOut: () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    rememberSessionForServer(null);
    set({ token: null, stage: '', mobile: '' });
  },
}));
const visitor = store.getInitialState();
let firstRender = visitor;
/** The store as the hook reads it: its state, but while taking over a page (hydration) the first render's. */
const hydrating = { ...store, getInitialState: () => firstRender };

/** The auth store's hook (`useAuth(selector)`) with the store's own methods (`useAuth.getState()`...). */
export const useAuth = Object.assign(<T>(selector: (state: AuthState) => T): T => useStore(hydrating, selector), store);

/**
 * The token the first render reads (a component's server snapshot): null unless a page the server wrote
 * for this customer (D118) is taken over, or the renderer writes one. `token` becomes the current state
 * too, so the page's reads carry it.
 */
export function renderAs(token: string | null): void {
  firstRender = token === null ? visitor : { ...visitor, token };
  store.setState({ token });
}

const stored = readToken();
store.setState({ token: stored });
rememberSessionForServer(stored);
