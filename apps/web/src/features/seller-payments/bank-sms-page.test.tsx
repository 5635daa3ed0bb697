import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankSmsSettingsData } from '@rasoi/domain/bank-sms-settings';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { BankSmsPage } from './bank-sms-page.tsx';

const WEBHOOK = 'https://rasoi.example/api/v1/payments/sms';
const stored: BankSmsSettingsData = {
  bank_sms_senders: ['HDFCBK'],
  signing_key_set: false,
  webhook_url: WEBHOOK,
  phone_gateway: true,
};

type Answer = { status: number; body: unknown };

/**
 * The server: GET answers `settings`; PATCH applies the body as the server does (senders kept as given,
 * the key only as set or not) and answers the settings without the key; the webhook answers as given.
 */
function serve(settings: BankSmsSettingsData = stored, webhook?: () => Answer) {
  let now = settings;
  return serveApi({
    'GET /payments/sms/settings': () => success(now),
    'PATCH /payments/sms/settings': (call) => {
      const body = call.body as { bank_sms_senders?: string[]; signing_key?: string | null };
      now = {
        ...now,
        ...(body.bank_sms_senders ? { bank_sms_senders: body.bank_sms_senders } : {}),
        ...(body.signing_key !== undefined ? { signing_key_set: body.signing_key !== null } : {}),
      };
      return success(now);
    },
    'POST /payments/sms/webhook':
      webhook ?? (() => success({ id: 'rasoi-bank-sms', event: 'sms:received', url: WEBHOOK })),
  });
}

const section = (name: string) => screen.findByRole('region', { name });
const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe("the seller's Bank SMS settings (issue 27, D97)", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('adds a sender as its bank part, refuses a repeat and a phone number, and removes one', async () => {
    const calls = serve();
    renderApp(<BankSmsPage />);
    const senders = await section(m.bankSmsSendersHeading());
    expect(within(senders).getByText('HDFCBK')).toBeTruthy();
    const box = within(senders).getByLabelText(m.bankSmsSenderLabel());

    fireEvent.change(box, { target: { value: 'ad-sbiinb' } });
    fireEvent.click(within(senders).getByRole('button', { name: m.add() }));
    expect(await within(senders).findByText(m.bankSmsSenderAdded({ sender: 'SBIINB' }))).toBeTruthy();
    expect(within(senders).getByText('SBIINB')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');

    fireEvent.change(box, { target: { value: 'VM-HDFCBK-S' } });
    fireEvent.click(within(senders).getByRole('button', { name: m.add() }));
    expect(await within(senders).findByText(m.bankSmsSenderTwice({ sender: 'HDFCBK' }))).toBeTruthy();
    fireEvent.change(box, { target: { value: '+919876543210' } });
    fireEvent.click(within(senders).getByRole('button', { name: m.add() }));
    expect(await within(senders).findByText(m.bankSmsSenderInvalid())).toBeTruthy();

    fireEvent.click(within(senders).getByRole('button', { name: `${m.remove()} HDFCBK` }));
    expect(await within(senders).findByText(m.bankSmsSenderRemoved({ sender: 'HDFCBK' }))).toBeTruthy();
    await waitFor(() => expect(within(senders).queryByText('HDFCBK')).toBeNull());
    expect(patches(calls)).toEqual([{ bank_sms_senders: ['HDFCBK', 'SBIINB'] }, { bank_sms_senders: ['SBIINB'] }]);
  });

  it('saves a signing key and never shows it again: the box empties and the page says only that it is set', async () => {
    const calls = serve();
    renderApp(<BankSmsPage />);
    const key = await section(m.bankSmsKeyHeading());
    expect(within(key).getByText(m.bankSmsKeyNotSet())).toBeTruthy();
    const box = within(key).getByLabelText(m.bankSmsKeyNew()) as HTMLInputElement;
    expect(box.type).toBe('password');

    fireEvent.change(box, { target: { value: '  Xk93-secret \n' } });
    fireEvent.click(within(key).getByRole('button', { name: m.bankSmsKeySave() }));
    expect(await within(key).findByText(m.bankSmsKeySaved())).toBeTruthy();
    expect(patches(calls)).toEqual([{ signing_key: 'Xk93-secret' }]);
    expect(within(key).getByText(m.bankSmsKeySet())).toBeTruthy();
    expect(box.value).toBe('');
    expect(document.body.innerHTML).not.toContain('Xk93-secret');

    // Removing it asks first, then sends null.
    fireEvent.click(within(key).getByRole('button', { name: m.bankSmsKeyRemove() }));
    const ask = screen.getByRole('alertdialog', { name: m.bankSmsKeyRemoveTitle() });
    fireEvent.click(within(ask).getByRole('button', { name: m.bankSmsKeyRemove() }));
    expect(await within(key).findByText(m.bankSmsKeyNotSet())).toBeTruthy();
    expect(patches(calls)).toEqual([{ signing_key: 'Xk93-secret' }, { signing_key: null }]);
  });

  it("says the server's refusal of a change in its section, once", async () => {
    const refusal = 'Name at most 20 bank senders.';
    serveApi({
      'GET /payments/sms/settings': () => success(stored),
      'PATCH /payments/sms/settings': () => ({ status: 400, body: { status: 'error', data: refusal } }),
    });
    renderApp(<BankSmsPage />);
    const senders = await section(m.bankSmsSendersHeading());
    fireEvent.change(within(senders).getByLabelText(m.bankSmsSenderLabel()), { target: { value: 'SBIUPI' } });
    fireEvent.click(within(senders).getByRole('button', { name: m.add() }));
    expect((await within(senders).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(senders).queryByText('SBIUPI')).toBeNull();
  });

  it('refuses a key too short before sending it', async () => {
    const calls = serve();
    renderApp(<BankSmsPage />);
    const key = await section(m.bankSmsKeyHeading());
    fireEvent.change(within(key).getByLabelText(m.bankSmsKeyNew()), { target: { value: 'short' } });
    fireEvent.click(within(key).getByRole('button', { name: m.bankSmsKeySave() }));
    expect(await within(key).findByText(m.smsSigningKeyInvalid())).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });

  it('shows the address and connects the kitchen phone, saying where it forwards', async () => {
    const calls = serve();
    renderApp(<BankSmsPage />);
    expect(within(await section(m.bankSmsAddressHeading())).getByText(WEBHOOK)).toBeTruthy();
    const connect = await section(m.bankSmsConnectHeading());
    fireEvent.click(within(connect).getByRole('button', { name: m.bankSmsConnect() }));
    expect(await within(connect).findByRole('status')).toHaveProperty(
      'textContent',
      m.bankSmsConnected({ url: WEBHOOK }),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/payments/sms/webhook', body: {} },
    ]);
  });

  it("shows the phone's refusal plainly when connecting fails", async () => {
    const refusal =
      "The kitchen's phone did not answer. Check that it is on, online and running SMS Gateway, then try again.";
    serve(stored, () => ({ status: 503, body: { status: 'error', data: refusal } }));
    renderApp(<BankSmsPage />);
    const connect = await section(m.bankSmsConnectHeading());
    fireEvent.click(within(connect).getByRole('button', { name: m.bankSmsConnect() }));
    expect((await within(connect).findByRole('alert')).textContent).toBe(refusal);
    expect(within(connect).queryByRole('status')).toBeNull();
    expect(within(connect).getByRole('button', { name: m.bankSmsConnect() })).toBeTruthy();
  });

  it('offers no connect button when the phone is not the SMS gateway, and says what to do', async () => {
    serve({ ...stored, phone_gateway: false, signing_key_set: true });
    renderApp(<BankSmsPage />);
    const connect = await section(m.bankSmsConnectHeading());
    expect(within(connect).getByText(m.bankSmsNoPhone())).toBeTruthy();
    expect(within(connect).queryByRole('button')).toBeNull();
    expect(within(await section(m.bankSmsKeyHeading())).getByText(m.bankSmsKeySet())).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<BankSmsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'बैंक SMS' })).toBeTruthy();
    const senders = await section('आपके बैंक के सेंडर');
    expect(within(senders).getByRole('button', { name: 'हटाएँ HDFCBK' }).textContent).toBe('हटाएँ');
    expect(screen.getByRole('button', { name: 'किचन का फ़ोन जोड़ें' })).toBeTruthy();
  });
});
