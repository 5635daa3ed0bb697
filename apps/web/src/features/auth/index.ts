/**
 * The auth feature's public entry (docs/architecture.md 'Layers'): what other features may use. The
 * session itself (token, logIn, logOut) lives in lib/session-store.ts, so the API client and every
 * feature read it without importing this feature; the login, OTP and logout overlays load by file
 * from app/overlay-layer.tsx.
 */
export { LoginPrompt } from '../../ui/login-prompt.tsx';
