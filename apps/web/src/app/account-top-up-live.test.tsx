import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CHANGED_EVENT } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import { useOrderEvents } from '../features/live/index.ts';
import { AccountPage } from '../features/tiffin/account-page.tsx';
import { useAuth } from '../lib/session-store.ts';
import { kitchenData } from '../test/kitchen-data.ts';
import { renderApp } from '../test/render.tsx';
import { serveApi, success } from '../test/slot-data.ts';
import { anAccount, aTopUpPayment, aTopUpRequest, NOW } from '../test/tiffin-data.ts';

/**
 * A top-up turning 'Received' without a reload (issue 27, D99), as the app composes it: the account page
 * beside the customer's live stream (CustomerSessionServices' useOrderEvents). When the bank's SMS paid the
 * request, the server sends the household's stream `account.changed`; the page reads the account again and
 * the card and the balance say so.
 */

/** A stand-in for the browser's EventSource: the test opens it and sends it notices. */
class FakeSource {
  static opened: FakeSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  notice(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent<string>(type, { data: '{}' }));
  }
}

/** The customer's live stream, as the logged-in layout keeps it open. */
function LiveStream() {
  useOrderEvents('customer');
  return null;
}

describe('a top-up paid while the account page is open (issue 27, D99)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.stubGlobal('EventSource', FakeSource);
    FakeSource.opened = [];
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
  });

  it('turns Received, and the balance follows, when the stream says the account changed', async () => {
    let paid = false;
    serveApi({
      'GET /kitchen': () => success(kitchenData({ name: 'Asha Rasoi', upi_id: 'asha@okaxis', upi_vpa: 'asha@okaxis' })),
      'GET /account': () =>
        success({
          account: anAccount({ balance_paise: paid ? 50_000 : 0 }),
          entries: paid ? [aTopUpPayment()] : [],
          nextCursor: null,
        }),
      'GET /account/statement?month=2026-12': () =>
        success({ month: '2026-12', opening_paise: 0, entries: [], closing_paise: 0, dues_carried_paise: 0 }),
      'POST /account/topup': () => success({ upi_request: aTopUpRequest() }),
      'POST /events/ticket': () => success({ ticket: 't1', expiresInMs: 60_000 }),
    });
    renderApp(
      <>
        <LiveStream />
        <AccountPage />
      </>,
    );
    const section = await screen.findByRole('region', { name: m.topUpHeading() });
    fireEvent.click(within(section).getByRole('button', { name: '₹500' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Add ₹500' }));
    await within(section).findByRole('link', { name: 'Pay ₹499.99 by UPI' });
    await waitFor(() => expect(FakeSource.opened).toHaveLength(1));

    // The bank's SMS of ₹499.99 came: the server posted ₹500 and tells the household's open stream.
    paid = true;
    FakeSource.opened[0]!.notice(ACCOUNT_CHANGED_EVENT);
    const status = await within(section).findByText(m.topUpReceived({ amount: paiseText(50_000) }));
    expect(status.getAttribute('role')).toBe('status');
    expect(within(section).queryByRole('link', { name: /by UPI/ })).toBeNull();
    expect(await screen.findByText(m.tiffinInCredit({ amount: '₹500' }))).toBeTruthy();
  });
});
