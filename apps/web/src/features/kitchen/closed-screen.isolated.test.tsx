import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import { kitchenKeys } from '../../api/query-keys.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useUi } from '../../lib/ui-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { ensurePushRegistered } from '../../api/ensure-push.ts';
import { ClosedScreen } from './closed-screen.tsx';

// The push flow needs a service worker and a permission prompt, which jsdom lacks: the test says how it went.
vi.mock('../../api/ensure-push.ts', () => ({ ensurePushRegistered: vi.fn() }));

/** POST /kitchen/notify-me as the server answers it; held until `answer()` when `hold` is set. */
function fakeServer({ subscribed = true, hold = false } = {}) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/api/v1/kitchen/notify-me') || init?.method !== 'POST') {
      return new Promise<Response>(() => {});
    }
    if (hold) await released;
    return new Response(JSON.stringify({ status: 'success', data: { subscribed } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: () => release() };
}

function renderClosedScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(kitchenKeys.all, kitchenData({ is_open: false }));
  render(
    <QueryClientProvider client={client}>
      <ClosedScreen />
    </QueryClientProvider>,
  );
}

const notifyMeButton = () => screen.queryByRole('button', { name: m.notifyMe() });
const asked = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith('/kitchen/notify-me')).length;

describe("'Notify me' on the Closed screen (issue 'The kitchen's day')", () => {
  beforeEach(() => {
    vi.mocked(ensurePushRegistered).mockResolvedValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    useUi.setState({ currentOverlay: null });
  });

  it('sets up push, asks once, then says the customer will be told', async () => {
    useAuth.setState({ token: 'a-customer-token' });
    const { fetch, answer } = fakeServer({ hold: true });
    renderClosedScreen();
    expect(screen.getByRole('heading', { name: m.closed() })).toBeTruthy();

    fireEvent.click(notifyMeButton()!);
    // While it is on its way: no second tap.
    const pending = await screen.findByRole('button', { name: m.notifyMeSaving() });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(ensurePushRegistered).toHaveBeenCalledTimes(1);

    await act(async () => answer());
    expect((await screen.findByRole('status')).textContent).toBe(m.notifyMeSubscribed());
    expect(notifyMeButton()).toBeNull();
    expect(asked(fetch)).toBe(1);
  });

  it('asks a visitor to log in first, and sends the request once they have', async () => {
    const { fetch } = fakeServer();
    renderClosedScreen();
    fireEvent.click(notifyMeButton()!);
    expect(screen.getByText(m.notifyMeLogIn())).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.login() }));
    expect(useUi.getState().currentOverlay).toBe('login');
    expect(asked(fetch)).toBe(0);

    act(() => useAuth.setState({ token: 'a-customer-token' }));
    expect((await screen.findByRole('status')).textContent).toBe(m.notifyMeSubscribed());
    expect(asked(fetch)).toBe(1);
  });

  it('says so when this phone refused notifications', async () => {
    useAuth.setState({ token: 'a-customer-token' });
    vi.mocked(ensurePushRegistered).mockResolvedValue(false);
    fakeServer();
    renderClosedScreen();
    fireEvent.click(notifyMeButton()!);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(m.notifyMeSubscribed());
    expect(status.textContent).toContain(m.notifyMeNoPush());
  });
});
