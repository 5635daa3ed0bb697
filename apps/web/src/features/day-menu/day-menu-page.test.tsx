import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Slot } from '@rasoi/domain/api';
import type { SlotMenu } from '@rasoi/domain/day-menu';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { DayMenuPage } from './day-menu-page.tsx';

function aSlot(id: string, name: string, date: string): Slot {
  return {
    _id: id,
    name,
    date,
    order_by: `${date}T05:00:00.000Z`,
    delivery_from: `${date}T07:00:00.000Z`,
    delivery_to: `${date}T08:30:00.000Z`,
    capacity: 20,
    taken: 0,
    remaining: 20,
    is_open: true,
    state: 'open',
  };
}

const meals = [
  aMeal({ _id: 'dal', id: 'dal', name: 'Dal Thali' }),
  aMeal({ _id: 'rajma', id: 'rajma', name: 'Rajma Thali' }),
];
const dishes = [aDish({ _id: 'raita', name: 'Boondi Raita' }), aDish({ _id: 'old', name: 'Old Dish', is_show: false })];

/** The server as the page meets it: Thursday 26 Nov with Lunch and Dinner; what the page sends is recorded. */
function serve(menus: Record<string, SlotMenu>) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const days: Record<string, Slot[]> = {
    '2026-11-26': [aSlot('lunch-26', 'Lunch', '2026-11-26'), aSlot('dinner-26', 'Dinner', '2026-11-26')],
  };
  const answer = (data: unknown) => new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = pathname.replace('/api/v1', '');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') sent.push({ method, path, body });
      if (path === '/slots') {
        const date = searchParams.get('date') ?? '2026-11-26';
        return answer({ date, slots: days[date] ?? [] });
      }
      const slotMenu = /^\/slots\/([\w-]+)\/menu$/.exec(path);
      if (slotMenu && method === 'GET') return answer({ menu: menus[slotMenu[1]!] });
      if (slotMenu && method === 'POST') {
        const menu = { slot_id: slotMenu[1]!, all: body.meal_ids.length + body.dish_ids.length === 0, ...body };
        menus[slotMenu[1]!] = menu;
        return answer({ menu });
      }
      if (path === '/day-menu/copy') {
        menus['lunch-26'] = { slot_id: 'lunch-26', all: false, meal_ids: ['rajma'], dish_ids: [] };
        return answer({ date: body.to, menus: [menus['lunch-26'], menus['dinner-26']] });
      }
      return new Response(JSON.stringify({ status: 'error', data: 'not in this test' }), { status: 500 });
    }),
  );
  return sent;
}

const allOf = (slotId: string): SlotMenu => ({ slot_id: slotId, all: true, meal_ids: [], dish_ids: [] });

describe("the seller's Menu of the day (issue 14)", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the slots as tabs, ticks the whole catalogue, and saves the thalis left ticked', async () => {
    const sent = serve({ 'lunch-26': allOf('lunch-26'), 'dinner-26': allOf('dinner-26') });
    renderApp(<DayMenuPage />, { meals, dishes, path: '/seller/day-menu' });

    expect(await screen.findByRole('tab', { name: 'Lunch', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dinner' })).toBeTruthy();
    expect((screen.getByLabelText(m.dayMenuDay()) as HTMLInputElement).value).toBe('2026-11-26');
    const panel = screen.getByRole('tabpanel', { name: 'Lunch' });
    const dal = await within(panel).findByRole('checkbox', { name: /Dal Thali/ });
    expect((dal as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByText(m.dayMenuWholeCatalogue())).toBeTruthy();
    // A hidden dish is no choice: customers never see it.
    expect(within(panel).queryByRole('checkbox', { name: /Old Dish/ })).toBeNull();

    fireEvent.click(within(panel).getByRole('checkbox', { name: /Rajma Thali/ }));
    fireEvent.click(within(panel).getByRole('button', { name: m.dayMenuSave() }));
    await screen.findByText('Menu saved for Lunch');
    expect(sent).toEqual([
      { method: 'POST', path: '/slots/lunch-26/menu', body: { meal_ids: ['dal'], dish_ids: ['raita'] } },
    ]);
  });

  it('saves everything ticked as the whole catalogue, and opens another slot from its tab', async () => {
    const sent = serve({
      'lunch-26': allOf('lunch-26'),
      'dinner-26': { slot_id: 'dinner-26', all: false, meal_ids: ['dal'], dish_ids: [] },
    });
    renderApp(<DayMenuPage />, { meals, dishes, path: '/seller/day-menu' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Dinner' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Dinner' });
    expect(((await within(panel).findByRole('checkbox', { name: /Rajma Thali/ })) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(within(panel).getByRole('button', { name: m.dayMenuSelectAll() }));
    fireEvent.click(within(panel).getByRole('button', { name: m.dayMenuSave() }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: '/slots/dinner-26/menu', body: { meal_ids: [], dish_ids: [] } }]),
    );
  });

  it("copies last week's Thursday and yesterday onto the day, and shows the copied menu", async () => {
    const sent = serve({ 'lunch-26': allOf('lunch-26'), 'dinner-26': allOf('dinner-26') });
    renderApp(<DayMenuPage />, { meals, dishes, path: '/seller/day-menu' });
    fireEvent.click(await screen.findByRole('button', { name: "Copy last week's Thursday" }));
    await screen.findByText('Menu copied from Thu, 19 Nov');
    const panel = screen.getByRole('tabpanel', { name: 'Lunch' });
    await waitFor(() =>
      expect((within(panel).getByRole('checkbox', { name: /Dal Thali/ }) as HTMLInputElement).checked).toBe(false),
    );
    expect((within(panel).getByRole('checkbox', { name: /Rajma Thali/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: m.dayMenuCopyYesterday() }));
    await screen.findByText('Menu copied from Wed, 25 Nov');
    expect(sent.map((call) => call.body)).toEqual([
      { from: '2026-11-19', to: '2026-11-26' },
      { from: '2026-11-25', to: '2026-11-26' },
    ]);
  });

  it('says so when the day has no slots', async () => {
    serve({});
    renderApp(<DayMenuPage />, { meals, dishes, path: '/seller/day-menu?date=2026-11-28' });
    expect(await screen.findByText(m.dayMenuNoSlots())).toBeTruthy();
  });
});
