import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KitchenData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { useKitchenName } from '../../api/kitchen-name.ts';
import { KitchenSettingsPage } from './kitchen-settings-page.tsx';

/** The server as the page meets it: GET /kitchen answers `kitchen`; PATCH /kitchen/settings is recorded and merged in. */
function serve(kitchen: KitchenData) {
  const patches: unknown[] = [];
  let current = kitchen;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.endsWith('/kitchen/settings') && method === 'PATCH') {
        const body = JSON.parse(String(init?.body)) as Partial<KitchenData>;
        patches.push(body);
        current = { ...current, ...body };
        return new Response(JSON.stringify({ status: 'success', data: current }), { status: 200 });
      }
      if (url.endsWith('/kitchen') && method === 'GET') {
        return new Response(JSON.stringify({ status: 'success', data: current }), { status: 200 });
      }
      return new Response(JSON.stringify({ status: 'error', data: 'not in this test' }), { status: 500 });
    }),
  );
  return patches;
}

/** Shows the kitchen name the app's other parts (top bar, title) read. */
function KitchenNameProbe() {
  return <output aria-label="kitchen name">{useKitchenName()}</output>;
}

function renderPage() {
  renderApp(
    <>
      <KitchenSettingsPage />
      <KitchenNameProbe />
    </>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Kitchen settings (issue 13)', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the stored settings and saves every one, lists typed with commas', async () => {
    const patches = serve(
      kitchenData({
        name: 'Rasoi',
        serviceable_pincodes: ['201009'],
        societies: [{ name: 'Green Meadows', towers: ['A'] }],
      }),
    );
    renderPage();
    expect(await screen.findByDisplayValue('Green Meadows')).toBeTruthy();
    expect((screen.getByLabelText(m.kitchenNameLabel()) as HTMLInputElement).value).toBe('Rasoi');

    type(m.kitchenNameLabel(), 'Sharma Rasoi');
    type(m.supportPhoneLabel(), '9876543210');
    type(m.fssaiLabel(), '12345678901234');
    type(m.upiLabel(), 'sharma@okaxis');
    type(m.pincodesLabel(), '201009, 201014');
    type(m.orderDaysAheadLabel(), '3');
    type(m.cancelWindowLabel(), '10');
    type(m.householdPlatesMaxLabel(), '12');
    // The shared menu picture in Hindi (issue 16): the choice names each language in itself.
    const language = screen.getByLabelText(m.kitchenLanguageLabel()) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(screen.getByRole('option', { name: 'हिन्दी' }).getAttribute('lang')).toBe('hi');
    fireEvent.change(language, { target: { value: 'hi' } });
    // Bills (issue 28, D107): the address, the GST scheme and GSTIN (typed small), the number prefix.
    type(m.kitchenAddressLabel(), '12 Green Meadows, Noida');
    fireEvent.change(screen.getByLabelText(m.gstSchemeLabel()), { target: { value: 'composition' } });
    type(m.gstinLabel(), '27aapfu0939f1zv');
    type(m.billPrefixLabel(), 'sr');
    fireEvent.click(screen.getByRole('button', { name: m.addSociety() }));
    type(`${m.societyLabel()} 2`, 'Sky Heights');
    type(`${m.towersLabel()} 2`, 'T1, T2,');
    fireEvent.click(screen.getByRole('button', { name: m.saveSettings() }));

    await screen.findByText(m.kitchenSettingsSaved());
    expect(patches).toEqual([
      {
        name: 'Sharma Rasoi',
        description: 'Taste of Home',
        support_phone: '9876543210',
        fssai_licence: '12345678901234',
        upi_id: 'sharma@okaxis',
        serviceable_pincodes: ['201009', '201014'],
        societies: [
          { name: 'Green Meadows', towers: ['A'] },
          { name: 'Sky Heights', towers: ['T1', 'T2'] },
        ],
        order_eta_minutes: 30,
        order_days_ahead: 3,
        cancel_window_minutes: 10,
        household_plates_max: 12,
        coupon_offers: [5, 10],
        language: 'hi',
        address: '12 Green Meadows, Noida',
        gstin: '27AAPFU0939F1ZV',
        gst_scheme: 'composition',
        bill_prefix: 'SR',
      },
    ]);
    // The app's own kitchen (top bar, title) has the saved settings at once.
    expect(screen.getByLabelText('kitchen name').textContent).toBe('Sharma Rasoi');
  });

  it('shows each bad setting’s message under it, with the server’s words, and sends nothing', async () => {
    const patches = serve(kitchenData());
    renderPage();
    await screen.findByDisplayValue('Rasoi');
    type(m.kitchenNameLabel(), ' ');
    type(m.supportPhoneLabel(), '98765');
    type(m.fssaiLabel(), '1234');
    type(m.upiLabel(), 'sharma');
    type(m.pincodesLabel(), '20100');
    type(m.etaLabel(), '0');
    type(m.cancelWindowLabel(), '61');
    type(m.householdPlatesMaxLabel(), '0');
    type(m.couponOffersLabel(), '10, 60');
    type(m.gstinLabel(), '27AAPFU0939F1ZW');
    type(m.billPrefixLabel(), 'RASO');
    fireEvent.click(screen.getByRole('button', { name: m.addSociety() }));
    fireEvent.click(screen.getByRole('button', { name: m.saveSettings() }));

    for (const message of [
      m.kitchenNameInvalid(),
      m.supportPhoneInvalid(),
      m.fssaiInvalid(),
      m.upiInvalid(),
      m.pincodesInvalid(),
      m.societyNameInvalid(),
      m.towersRequired(),
      m.etaInvalid(),
      m.cancelWindowInvalid(),
      m.householdPlatesMaxInvalid(),
      m.couponOffersInvalid(),
      m.gstinCheckFailed(),
      m.billPrefixInvalid(),
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(patches).toEqual([]));
  });
});
