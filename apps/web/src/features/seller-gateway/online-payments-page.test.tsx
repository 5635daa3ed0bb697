import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import type { GatewaySettingsData, GatewaySettingsPatch } from '@rasoi/domain/payment-gateway';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { OnlinePaymentsPage } from './online-payments-page.tsx';

/**
 * The seller's 'Online payments' page (issue 27 part 2, D100): whether customers can pay online, the key id
 * shown back, the two secrets written and never shown (only set or not), the webhook to add in Razorpay,
 * 'Remove keys' after a confirm, and the server's refusal said in the form.
 */
const WEBHOOK_URL = 'https://kitchen.example/api/v1/payments/gateway/webhook';
const EMPTY: GatewaySettingsData = {
  key_id: null,
  key_secret_set: false,
  webhook_secret_set: false,
  online_payments: false,
  webhook_url: WEBHOOK_URL,
};
const KEY_SECRET = 'Kq7LmN2pR4sT6vX8yZ0aB1cD';
const WEBHOOK_SECRET = 'kitchen-webhook-9981';

/** A stand-in for the server: keeps the settings as the real one does, or refuses every change with `refusal`. */
function serve(refusal?: string) {
  let settings = EMPTY;
  const calls = serveApi({
    'GET /payments/gateway/settings': () => success(settings),
    'PATCH /payments/gateway/settings': (call: Call) => {
      if (refusal) return { status: 400, body: { status: 'error', data: refusal } };
      const body = call.body as GatewaySettingsPatch;
      const secretSet = (value: string | null | undefined, was: boolean) =>
        value === undefined ? was : value !== null;
      const keyId = body.key_id === undefined ? settings.key_id : body.key_id;
      const keySecretSet = secretSet(body.key_secret, settings.key_secret_set);
      const webhookSecretSet = secretSet(body.webhook_secret, settings.webhook_secret_set);
      settings = {
        key_id: keyId,
        key_secret_set: keySecretSet,
        webhook_secret_set: webhookSecretSet,
        online_payments: keyId !== null && keySecretSet && webhookSecretSet,
        webhook_url: WEBHOOK_URL,
      };
      return success(settings);
    },
  });
  return { patches: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body) };
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
/** Waits for the settings to be read (the loading dots are a status of their own). */
const loaded = () => screen.findByLabelText(m.gatewayKeyId());
/** The page says online payment is `on` or off, in a status line (a toast is a status too). */
function expectOnline(on: boolean) {
  const said = screen.getAllByRole('status').map((element) => element.textContent);
  expect(said).toContain(on ? m.gatewayOn() : m.gatewayOff());
  expect(said).not.toContain(on ? m.gatewayOff() : m.gatewayOn());
}

describe('the Online payments page', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
    useAuth.setState({ token: null });
  });

  it('says online payment is off, and shows the webhook address and the events to tick', async () => {
    serve();
    renderApp(<OnlinePaymentsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Online payments' })).toBeTruthy();
    await loaded();
    expectOnline(false);
    expect(screen.getByText(m.gatewayKeySecretNotSet())).toBeTruthy();
    expect(screen.getByText(m.gatewayWebhookSecretNotSet())).toBeTruthy();
    const webhook = screen.getByRole('region', { name: m.gatewayWebhookHeading() });
    expect(within(webhook).getByText(WEBHOOK_URL)).toBeTruthy();
    const events = within(webhook).getByRole('list', { name: m.gatewayWebhookEvents() });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['payment.captured', 'order.paid', 'payment.failed', 'refund.processed', 'refund.failed']);
    // Nothing saved, nothing to remove.
    expect(screen.queryByRole('button', { name: m.gatewayRemove() })).toBeNull();
  });

  it('saves the key id and both secrets, and never shows a secret back', async () => {
    const server = serve();
    renderApp(<OnlinePaymentsPage />);
    await loaded();
    type(m.gatewayKeyId(), ' rzp_live_AbC123xyz789 ');
    type(m.gatewayKeySecret(), KEY_SECRET);
    type(m.gatewayWebhookSecret(), WEBHOOK_SECRET);
    expect(box(m.gatewayKeySecret()).type).toBe('password');
    expect(box(m.gatewayWebhookSecret()).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: m.gatewaySave() }));

    expect(await screen.findByText(m.gatewaySaved())).toBeTruthy();
    expect(server.patches()).toEqual([
      { key_id: 'rzp_live_AbC123xyz789', key_secret: KEY_SECRET, webhook_secret: WEBHOOK_SECRET },
    ]);
    await waitFor(() => expectOnline(true));
    expect(screen.getByText(m.gatewayKeySecretSet())).toBeTruthy();
    expect(screen.getByText(m.gatewayWebhookSecretSet())).toBeTruthy();
    await waitFor(() => expect(box(m.gatewayKeySecret()).value).toBe(''));
    expect(box(m.gatewayWebhookSecret()).value).toBe('');
    expect(box(m.gatewayKeyId()).value).toBe('rzp_live_AbC123xyz789');
    expect(document.body.innerHTML).not.toContain(KEY_SECRET);
    expect(document.body.innerHTML).not.toContain(WEBHOOK_SECRET);

    // A new webhook secret alone sends only it: the empty key secret box keeps the saved one.
    type(m.gatewayWebhookSecret(), 'another-webhook-secret');
    fireEvent.click(screen.getByRole('button', { name: m.gatewaySave() }));
    await waitFor(() => expect(server.patches()).toHaveLength(2));
    expect(server.patches()[1]).toEqual({ webhook_secret: 'another-webhook-secret' });
  });

  it('removes the keys only after the confirm, sending all three as null', async () => {
    const server = serve();
    renderApp(<OnlinePaymentsPage />);
    await loaded();
    type(m.gatewayKeyId(), 'rzp_test_AbC123xyz789');
    type(m.gatewayKeySecret(), KEY_SECRET);
    type(m.gatewayWebhookSecret(), WEBHOOK_SECRET);
    fireEvent.click(screen.getByRole('button', { name: m.gatewaySave() }));
    await waitFor(() => expectOnline(true));

    // Cancel keeps everything.
    fireEvent.click(screen.getByRole('button', { name: m.gatewayRemove() }));
    const ask = screen.getByRole('alertdialog', { name: m.gatewayRemoveTitle() });
    fireEvent.click(within(ask).getByRole('button', { name: m.cancel() }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.patches()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: m.gatewayRemove() }));
    const again = screen.getByRole('alertdialog', { name: m.gatewayRemoveTitle() });
    fireEvent.click(within(again).getByRole('button', { name: m.gatewayRemove() }));
    expect(await screen.findByText(m.gatewayRemoved())).toBeTruthy();
    expect(server.patches()[1]).toEqual({ key_id: null, key_secret: null, webhook_secret: null });
    await waitFor(() => expectOnline(false));
    expect(box(m.gatewayKeyId()).value).toBe('');
    expect(screen.getByText(m.gatewayKeySecretNotSet())).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.gatewayRemove() })).toBeNull();
  });

  it("says the server's refusal in the form", async () => {
    const refusal = m.gatewayKeyIdInvalid();
    serve(refusal);
    renderApp(<OnlinePaymentsPage />);
    await loaded();
    type(m.gatewayKeyId(), 'pk_live_123');
    fireEvent.click(screen.getByRole('button', { name: m.gatewaySave() }));
    const keys = screen.getByRole('region', { name: m.gatewayKeysHeading() });
    expect((await within(keys).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expectOnline(false);
  });

  it('speaks Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<OnlinePaymentsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑनलाइन भुगतान' })).toBeTruthy();
    expect(await screen.findByLabelText('की सीक्रेट')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Razorpay की कुंजियाँ सेव करें' })).toBeTruthy();
  });
});
