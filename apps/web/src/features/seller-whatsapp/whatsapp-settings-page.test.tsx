import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import { DEFAULT_WHATSAPP_TEMPLATES, type WhatsAppSettingsData } from '@rasoi/domain/whatsapp';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { WhatsAppSettingsPage } from './whatsapp-settings-page.tsx';

/**
 * The seller's WhatsApp settings (issue 27 part 3, D101): whether receipts go out, the phone number ID, the
 * token written and never shown (only whether one is saved), the template names; only what changed is sent,
 * and a refusal shows the server's sentence.
 */
const EMPTY: WhatsAppSettingsData = {
  phone_number_id: null,
  access_token_set: false,
  templates: DEFAULT_WHATSAPP_TEMPLATES,
  configured: false,
};

function serve(refusal?: string) {
  let settings = EMPTY;
  const calls = serveApi({
    'GET /notifications/whatsapp/settings': () => success(settings),
    'PATCH /notifications/whatsapp/settings': (call: Call) => {
      if (refusal) return { status: 400, body: { status: 'error', data: refusal } };
      const body = call.body as { phone_number_id?: string; access_token?: string; templates?: object };
      settings = {
        phone_number_id: body.phone_number_id ?? settings.phone_number_id,
        access_token_set: settings.access_token_set || body.access_token !== undefined,
        templates: { ...settings.templates, ...body.templates },
        configured: false,
      };
      settings.configured = settings.phone_number_id !== null && settings.access_token_set;
      return success(settings);
    },
  });
  return { patches: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body) };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the WhatsApp settings page', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
    useAuth.setState({ token: null });
  });

  it('saves the number ID and token, sends only what changed, and never shows the token back', async () => {
    const server = serve();
    renderApp(<WhatsAppSettingsPage />);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Not sending yet/);
    expect(screen.getByText('No token saved yet.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Low balance') as HTMLInputElement).value).toBe('rasoi_low_balance'),
    );
    type('Phone number ID', ' 106540352242922 ');
    type('Access token', 'EAAGm0PX4ZCpsBAKZAtoken');
    type('Low balance', 'kitchen_low_balance');
    fireEvent.click(screen.getByRole('button', { name: 'Save WhatsApp settings' }));
    expect(await screen.findByText('WhatsApp settings saved')).toBeTruthy();
    expect(server.patches()).toEqual([
      {
        phone_number_id: '106540352242922',
        access_token: 'EAAGm0PX4ZCpsBAKZAtoken',
        templates: { low_balance: 'kitchen_low_balance' },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Receipts go out on WhatsApp/);
    expect(screen.getByText('A token is saved. Type a new one only to replace it.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Access token') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Access token') as HTMLInputElement).type).toBe('password');
  });

  it("shows the server's refusal", async () => {
    serve('The access token is the one Meta gives your WhatsApp app.');
    renderApp(<WhatsAppSettingsPage />);
    await screen.findByRole('status');
    type('Access token', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save WhatsApp settings' }));
    expect(await screen.findByText('The access token is the one Meta gives your WhatsApp app.')).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<WhatsAppSettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'WhatsApp रसीदें' })).toBeTruthy();
    expect(screen.getByLabelText('ऐक्सेस टोकन')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'WhatsApp सेटिंग सेव करें' })).toBeTruthy();
  });
});
