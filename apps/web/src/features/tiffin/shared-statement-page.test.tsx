import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { setLocale } from '@rasoi/domain/locale';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { anEntry } from '../../test/tiffin-data.ts';
import { SharedStatementPage } from './shared-statement-page.tsx';

/**
 * A shared statement's page (issue 26, docs/decisions/0093): read-only and without login, whose and from
 * which kitchen, the month's statement with what each meal was, until when the link works; a link not
 * valid shows the server's sentence.
 */

const shared = {
  kitchen_name: 'Asha’s Kitchen',
  household: { name: 'Ravi Sharma', mobile: '9876543210' },
  expires_at: '2026-12-31T09:00:00.000Z',
  statement: {
    month: '2026-11',
    opening_paise: 10_000,
    entries: [
      anEntry('e1', '2026-11-27', {
        source_type: 'order',
        source_id: 'order-27',
        meal: {
          order_id: 'order-27',
          day: '2026-11-27',
          slot_name: 'Lunch',
          items: [{ name: 'Veg Thali', name_hi: 'वेज थाली', quantity: 1 }],
          tiffins: 1,
        },
      }),
    ],
    closing_paise: 1_000,
    dues_carried_paise: 0,
  },
};

function open(token: string) {
  renderApp(
    <Routes>
      <Route path="/statements/:token" element={<SharedStatementPage />} />
    </Routes>,
    { path: `/statements/${token}` },
  );
}

describe('a shared statement (issue 26, D93)', () => {
  afterEach(() => {
    void setLocale('en', { reload: false });
  });

  it('shows the month read-only: whose, the entries with the meal, the balances and the link’s end', async () => {
    serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /statements/good~token': () => success(shared),
    });
    open('good~token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement for November 2026' })).toBeTruthy();
    expect(screen.getByText('Ravi Sharma, Asha’s Kitchen')).toBeTruthy();
    const entries = screen.getByRole('list', { name: 'November 2026' });
    expect(within(entries).getByRole('listitem').textContent).toBe(
      'MealFri, 27 NovLunch · Veg Thali (वेज थाली) · 1 tiffin-₹90',
    );
    expect(screen.getByText('This link works until Thu, 31 Dec.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says in Hindi when the link is not valid', async () => {
    void setLocale('hi', { reload: false });
    const sentence = 'यह हिसाब का लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है। घर से नया लिंक माँगें।';
    serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /statements/old~token': () => ({ status: 404, body: { status: 'error', data: sentence } }),
    });
    open('old~token');
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(screen.getByRole('heading', { level: 1, name: 'मासिक हिसाब' })).toBeTruthy();
  });
});
