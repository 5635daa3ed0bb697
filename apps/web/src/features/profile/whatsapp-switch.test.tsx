import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { ProfilePage } from './profile-page.tsx';

/**
 * The profile's 'Get receipts on WhatsApp' switch (issue 27 part 3, D101): off until turned on, a native
 * button with role switch (so Tab reaches it and Enter or Space flips it), the line under it saying where the
 * messages go, or that the kitchen has not set WhatsApp up; a refusal puts it back with a toast.
 */
function serve(options: { available?: boolean; refuse?: boolean } = {}) {
  let on = false;
  const calls = serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /users/profile': () => success({ user: { _id: 'u1', mobile: '9876543210', role: 'customer', coupons: [] } }),
    'GET /users/whatsapp': () => success({ whatsapp_receipts: on, available: options.available ?? true }),
    'PATCH /users/whatsapp': (call: Call) => {
      if (options.refuse) return { status: 429, body: { status: 'error', data: 'Too many changes' } };
      on = (call.body as { whatsapp_receipts: boolean }).whatsapp_receipts;
      return success({ whatsapp_receipts: on, available: options.available ?? true });
    },
  });
  return { patches: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body) };
}

const NAME = 'Get receipts on WhatsApp';

async function readySwitch(name: string | RegExp = NAME): Promise<HTMLElement> {
  const control = await screen.findByRole('switch', { name });
  await waitFor(() => expect(control.hasAttribute('disabled')).toBe(false));
  return control;
}

describe("the profile's WhatsApp receipts switch", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
    useAuth.setState({ token: null });
  });

  it('is off until turned on, turns on and off, and says where the messages go', async () => {
    const server = serve();
    renderApp(<ProfilePage />, { path: '/profile' });
    const control = await readySwitch();
    expect(control.tagName).toBe('BUTTON');
    expect(control.getAttribute('aria-checked')).toBe('false');
    expectNameStartsWithVisibleText(control);
    const hint = await screen.findByText(/on WhatsApp at \+91 9876543210\.$/);
    expect(control.getAttribute('aria-describedby')).toBe(hint.id);
    // Keyboard: the switch is a native button, reached by Tab and flipped by Enter or Space.
    control.focus();
    expect(control.matches(':focus')).toBe(true);
    fireEvent.click(control);
    expect(await screen.findByText('Receipts will come on WhatsApp')).toBeTruthy();
    expect(screen.getByRole('switch', { name: NAME }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name: NAME }));
    await waitFor(() => expect(screen.getByRole('switch', { name: NAME }).getAttribute('aria-checked')).toBe('false'));
    expect(server.patches()).toEqual([{ whatsapp_receipts: true }, { whatsapp_receipts: false }]);
  });

  it('says when the kitchen has not set WhatsApp up yet, and still takes the choice', async () => {
    const server = serve({ available: false });
    renderApp(<ProfilePage />, { path: '/profile' });
    const control = await readySwitch();
    expect(await screen.findByText(/^The kitchen has not set up WhatsApp yet\./)).toBeTruthy();
    fireEvent.click(control);
    await waitFor(() => expect(server.patches()).toEqual([{ whatsapp_receipts: true }]));
  });

  it('puts the switch back and says so when the server refuses', async () => {
    serve({ refuse: true });
    renderApp(<ProfilePage />, { path: '/profile' });
    fireEvent.click(await readySwitch());
    expect(await screen.findByText('Could not change WhatsApp receipts. Try again.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: NAME }).getAttribute('aria-checked')).toBe('false');
  });

  it('speaks Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<ProfilePage />, { path: '/profile' });
    expectNameStartsWithVisibleText(await readySwitch('रसीदें WhatsApp पर पाएँ'));
    expect(await screen.findByText(/WhatsApp पर \+91 9876543210 पर।$/)).toBeTruthy();
  });

  it('is not shown to someone not logged in', async () => {
    useAuth.setState({ token: null });
    serve();
    renderApp(<ProfilePage />, { path: '/profile' });
    await screen.findByText('Download app');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
