import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../lib/session-store.ts';
import { chooseLanguage } from '../lib/language.ts';
import { registerPush } from './push-registration.ts';
import { usePushRegistration } from './use-push-registration.ts';

vi.mock('./push-registration.ts', () => ({ registerPush: vi.fn(async () => true) }));

afterEach(() => {
  void setLocale('en', { reload: false });
  document.documentElement.lang = 'en';
  localStorage.clear();
  act(() => useAuth.getState().logOut());
});

/**
 * The saved push subscription carries the app's language, which this device's pushes are written in
 * (D62); a change of language no longer reloads the app (D84), so the flow saves it again then.
 */
describe('usePushRegistration', () => {
  it('saves the subscription at login, and again when the language changes', async () => {
    act(() => useAuth.getState().logIn('token-of-asha'));
    renderHook(() => usePushRegistration());
    await waitFor(() => expect(registerPush).toHaveBeenCalledTimes(1));
    act(() => chooseLanguage('hi'));
    await waitFor(() => expect(registerPush).toHaveBeenCalledTimes(2));
  });
});
