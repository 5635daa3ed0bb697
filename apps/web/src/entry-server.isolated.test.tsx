import { describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { dishesKeys, kitchenKeys, mealsKeys, slotsKeys } from './api/query-keys.ts';
import { customerScreenPatterns, firstScreenPaths, renderCustomerPage, renderPage } from './entry-server.tsx';
import { anOrder } from './test/order-data.ts';
import { kitchenData } from './test/kitchen-data.ts';
import { paths } from './lib/paths.ts';
import { aMeal } from './test/render.tsx';
import { aSlot } from './test/slot-data.ts';

/** The server's answers to the renderer's reads: the kitchen, a thali and no dishes, `more`; every other read fails. */
function serverApi(more: Record<string, unknown> = {}) {
  const reads: { url: string; language: string | null; authorization: string | null }[] = [];
  const fetchApi = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    reads.push({ url, language: headers.get('accept-language'), authorization: headers.get('authorization') });
    if (headers.get('authorization') === 'Bearer ended')
      return new Response('{"status":"error","data":"x"}', { status: 401 });
    const answers: Record<string, unknown> = {
      '/api/v1/kitchen': kitchenData(),
      '/api/v1/meal': { meals: [aMeal({ _id: 'm-1', name: 'Rasoi Special Thali' })] },
      '/api/v1/dish': { dishes: [] },
      ...more,
    };
    const data = answers[url];
    return data === undefined
      ? new Response(JSON.stringify({ status: 'error', data: 'down' }), { status: 503 })
      : new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
  };
  return { reads, fetchApi };
}

describe("the server's page renderer (issue 29, D117)", () => {
  it('writes the menu pages and the tiffin plans, none of one customer', () => {
    expect(firstScreenPaths).toEqual([paths.home, paths.fullMenu, paths.plans]);
  });

  it.each(['en', 'hi'] as const)(
    'writes the full menu with the thalis it read, in %s, and hands the answers to the app',
    async (language) => {
      const { reads, fetchApi } = serverApi();
      const { html, state } = await renderPage('/full-menu', language, fetchApi);
      expect(html).toContain(`>${m.menuOfTheDay({}, { locale: language })}</h1>`);
      expect(html).toContain('Rasoi Special Thali');
      expect(reads.every((read) => read.language === language)).toBe(true);
      expect(reads.map((read) => read.url)).toEqual(
        expect.arrayContaining(['/api/v1/kitchen', '/api/v1/meal', '/api/v1/dish']),
      );
      // The answers the page was written from go with it; a read that failed is left for the app to send.
      const keys = state.queries.queries.map((query) => query.queryKey);
      expect(keys).toEqual(expect.arrayContaining([kitchenKeys.all, mealsKeys.all, dishesKeys.all]));
      expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
      expect(html).not.toContain('<script');
    },
  );

  it('renders one page at a time: two asked together each come out in their own language', async () => {
    const [english, hindi] = await Promise.all([
      renderPage('/full-menu', 'en', serverApi().fetchApi),
      renderPage('/full-menu', 'hi', serverApi().fetchApi),
    ]);
    expect(english.html).toContain(m.menuOfTheDay({}, { locale: 'en' }));
    expect(hindi.html).toContain(m.menuOfTheDay({}, { locale: 'hi' }));
  });

  it("writes the day's slots with their countdown at the time it writes, which the app takes the page over at", async () => {
    const today = localDateAt(new Date(), 'Asia/Kolkata');
    const cutoff = Date.now() + 20 * 60_000 + 30_000;
    const lunch = aSlot(today, 'Lunch', { order_by: new Date(cutoff).toISOString() });
    // The day's slots are read by the home's slot check and by the day's menu, which waits for a chosen slot.
    const before = Date.now();
    const { html, state } = await renderPage(
      '/',
      'en',
      serverApi({ '/api/v1/slots': { date: today, slots: [lunch] } }).fetchApi,
    );
    expect(state.writtenAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(html).toContain(m.slotCountdown({ minutes: Math.ceil((cutoff - state.writtenAt) / 60_000) }));
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(slotsKeys.day(undefined));
  });

  it("writes a customer's own pages with their token, for them, and tells the app so (D118)", async () => {
    expect(customerScreenPatterns).toEqual([paths.profileOrders, paths.orderPattern, paths.tiffin, paths.account]);
    const order = anOrder({ _id: 'order-abcd1234' });
    const { reads, fetchApi } = serverApi({ '/api/v1/order/user-orders': { orders: [order], nextCursor: null } });
    const view = await renderCustomerPage(paths.profileOrders, 'en', fetchApi, 'asha-token');
    expect(view?.html).toContain('#1234');
    expect(view?.state.signedIn).toBe(true);
    expect(reads.map((read) => read.url)).toContain('/api/v1/order/user-orders');
    expect(reads.every((read) => read.authorization === 'Bearer asha-token')).toBe(true);
    // The next visitor's page carries no session.
    const visitor = serverApi();
    const { state } = await renderPage('/full-menu', 'en', visitor.fetchApi);
    expect(visitor.reads.every((read) => read.authorization === null)).toBe(true);
    expect(state.signedIn).toBeUndefined();
  });

  it('writes nothing for a token the API refuses: the app paints the page', async () => {
    expect(await renderCustomerPage(paths.profileOrders, 'en', serverApi().fetchApi, 'ended')).toBeNull();
  });
});
