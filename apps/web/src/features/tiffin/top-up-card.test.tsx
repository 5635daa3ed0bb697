import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { decodeQrPath } from '../../test/decode-qr.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { anAccount, aTopUpRequest, NOW } from '../../test/tiffin-data.ts';
import { AccountPage } from './account-page.tsx';

/**
 * 'Add money by UPI' on the account page (issue 27, D99): a chosen or typed amount asks the server for the
 * exact amount, shown as the UPI link, button and QR with the line about the missing paise (its turn to
 * 'Received' on the live stream is app/account-top-up-live.test.tsx); past its life it asks again; nothing
 * without the kitchen's UPI id; the refusals under the form.
 */

/** The API: the kitchen (its UPI id unless null), an empty account, the top-up (aTopUpRequest unless given). */
function serve(options: { upiVpa?: string | null; topUp?: () => { status?: number; body: unknown } } = {}) {
  const upiVpa = options.upiVpa === undefined ? 'asha.rasoi@okaxis' : options.upiVpa;
  const calls = serveApi({
    'GET /kitchen': () => success(kitchenData({ name: 'Asha Rasoi', upi_id: upiVpa ?? '', upi_vpa: upiVpa })),
    'GET /account': () => success({ account: anAccount(), entries: [], nextCursor: null }),
    'GET /account/statement?month=2026-12': () =>
      success({ month: '2026-12', opening_paise: 0, entries: [], closing_paise: 0, dues_carried_paise: 0 }),
    'POST /account/topup': options.topUp ?? (() => success({ upi_request: aTopUpRequest() })),
  });
  return { calls };
}

function renderAccount() {
  renderApp(<AccountPage />);
}
const card = () => screen.findByRole('region', { name: m.topUpHeading() });
const topUpCalls = (calls: Call[]) => calls.filter((call) => call.url === '/account/topup').map((call) => call.body);

describe("adding money to the household's account by UPI (issue 27, D99)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
    useAuth.setState({ token: null });
  });

  it('asks the exact amount for a chosen amount, and shows its link, QR and hint', async () => {
    const server = serve();
    renderAccount();
    const section = await card();
    fireEvent.click(within(section).getByRole('button', { name: '₹500' }));
    expect(within(section).getByRole('button', { name: '₹500' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(section).getByLabelText(m.topUpAmountLabel()) as HTMLInputElement).value).toBe('500');
    fireEvent.click(within(section).getByRole('button', { name: 'Add ₹500' }));

    const pay = await within(section).findByRole('link', { name: 'Pay ₹499.99 by UPI' });
    expect(topUpCalls(server.calls)).toEqual([{ amount_paise: 50_000 }]);
    const link = pay.getAttribute('href')!;
    expect(link).toBe(
      'upi://pay?pa=asha.rasoi@okaxis&pn=Asha%20Rasoi&am=499.99&cu=INR&tn=Asha%20Rasoi%20account%20top-up',
    );
    expect(within(section).getByText(m.upiExactAmountHint({ amount: '₹499.99' }))).toBeTruthy();
    expect(within(section).getByText(m.topUpWaiting({ time: '09:30' }))).toBeTruthy();
    const qr = await within(section).findByRole('img', { name: 'UPI QR code to pay ₹499.99' });
    expect(qr.getAttribute('data-upi-link')).toBe(link);
    const drawn = /<path d="([^"]+)"/.exec(qr.innerHTML)![1]!;
    expect(decodeQrPath(drawn, Number(qr.getAttribute('viewBox')!.split(' ')[2]))).toBe(link);

    fireEvent.click(within(section).getByRole('button', { name: m.topUpOtherAmount() }));
    expect(within(section).queryByRole('link', { name: /by UPI/ })).toBeNull();
    expect(within(section).getByLabelText(m.topUpAmountLabel())).toBeTruthy();
  });

  it('takes a typed amount in rupees, and says under the box when it is no amount to add', async () => {
    const server = serve();
    renderAccount();
    const section = await card();
    const box = within(section).getByLabelText(m.topUpAmountLabel());
    fireEvent.change(box, { target: { value: '0.50' } });
    fireEvent.click(within(section).getByRole('button', { name: m.topUpContinueEmpty() }));
    expect(await within(section).findByText(m.topUpAmount({ min: '₹1', max: '₹1,00,000' }))).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '1,250.50' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add ₹1,250.50' }));
    await within(section).findByRole('link', { name: 'Pay ₹499.99 by UPI' });
    expect(topUpCalls(server.calls)).toEqual([{ amount_paise: 125_050 }]);
  });

  it('offers to ask again once the amount is no longer awaited', async () => {
    const server = serve({ topUp: () => success({ upi_request: aTopUpRequest(NOW.toISOString()) }) });
    renderAccount();
    const section = await card();
    fireEvent.click(within(section).getByRole('button', { name: '₹500' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Add ₹500' }));
    expect(await within(section).findByText(m.topUpExpired())).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /by UPI/ })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: m.topUpAskAgain() }));
    await waitFor(() => expect(topUpCalls(server.calls)).toEqual([{ amount_paise: 50_000 }, { amount_paise: 50_000 }]));
  });

  it("shows the server's refusal under the form", async () => {
    const refusal = m.topUpOverCeiling({ max: '₹10,00,000', amount: '₹500' });
    serve({ topUp: () => ({ status: 409, body: { status: 'error', data: refusal } }) });
    renderAccount();
    const section = await card();
    fireEvent.click(within(section).getByRole('button', { name: '₹500' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Add ₹500' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(refusal);
  });

  it('is not offered while the kitchen has no UPI id', async () => {
    const server = serve({ upiVpa: null });
    renderAccount();
    expect(await screen.findByText(m.tiffinNoEntries())).toBeTruthy();
    await waitFor(() => expect(server.calls.some((call) => call.url === '/kitchen')).toBe(true));
    expect(screen.queryByRole('region', { name: m.topUpHeading() })).toBeNull();
  });

  it('speaks Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderAccount();
    const section = await screen.findByRole('region', { name: 'UPI से पैसे जोड़ें' });
    expect(within(section).getByLabelText('राशि रुपयों में')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'पैसे जोड़ें' })).toBeTruthy();
  });
});
