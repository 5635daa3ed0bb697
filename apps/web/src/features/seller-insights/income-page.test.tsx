import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import type { IncomeData, IncomeOrder } from '@rasoi/domain/seller';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { IncomePage } from './income-page.tsx';

function anIncomeOrder(id: string, amount: number, overrides: Partial<IncomeOrder> = {}): IncomeOrder {
  return {
    _id: `0123456789abcdef0123${id}`,
    amount,
    status: 'Delivered',
    payment_method: 'UPI',
    collected_by: null,
    collected_at: null,
    paid_claimed_at: null,
    reciever_name: 'Asha Verma',
    flat_number: '101',
    tower_number: 'T1',
    society: 'Green Meadows',
    createdAt: '2026-11-26T05:00:00.000Z',
    slot: null,
    ...overrides,
  };
}

const figure = (...orders: IncomeOrder[]) => ({
  count: orders.length,
  amount: orders.reduce((sum, order) => sum + order.amount, 0),
});
/** GET /income/orders' answer: one page of orders and the next page's cursor (null: the last). */
const ordersPage = (orders: IncomeOrder[], nextCursor: string | null = null) => success({ orders, nextCursor });
const cashOrder = anIncomeOrder('aaaa', 152, { payment_method: 'COD', collected_by: 'cash' });
const upiOrders = [
  anIncomeOrder('bbbb', 241, { collected_by: 'upi' }),
  anIncomeOrder('cccc', 100, { collected_by: 'upi' }),
];
const openOrder = anIncomeOrder('dddd', 182, { paid_claimed_at: '2026-11-26T06:00:00.000Z' });

const today: IncomeData = {
  from: '2026-11-26',
  to: '2026-11-26',
  cash: figure(cashOrder),
  upi: figure(...upiOrders),
  online: figure(),
  to_collect: figure(openOrder),
  account: figure(),
  cancelled: figure(),
};

beforeEach(() => {
  useAuth.setState({ token: 'seller-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Income page (issue 15, D53)', () => {
  it("shows today's cash, UPI, still to collect and cancelled, and a figure's orders once opened (D114)", async () => {
    const calls = serveApi({
      'GET /income?timeFrame=1': () => success(today),
      'GET /income/orders?timeFrame=1&figure=upi': () => ordersPage(upiOrders.slice(0, 1), 'cursor-1'),
      'GET /income/orders?timeFrame=1&figure=upi&cursor=cursor-1': () => ordersPage(upiOrders.slice(1)),
      'GET /income/orders?timeFrame=1&figure=to_collect': () => ordersPage([openOrder]),
      'GET /income?date=2026-11-20': () => success({ ...today, from: '2026-11-20', to: '2026-11-20', upi: figure() }),
    });
    renderApp(<IncomePage />, { path: '/seller/income' });

    const upiRegion = await screen.findByRole('region', { name: new RegExp(m.incomeUpi()) });
    const upi = within(upiRegion);
    expect(upi.getByText('2 orders · ₹341')).toBeTruthy();
    // Totals first: no figure's orders are read until the seller opens it.
    expect(calls.some((call) => call.url.startsWith('/income/orders'))).toBe(false);
    fireEvent.click(upi.getByRole('button', { name: m.incomeShowOrders() }));
    expect(await upi.findByText('#bbbb · Asha Verma')).toBeTruthy();
    expect(upi.queryByText('#cccc · Asha Verma')).toBeNull();
    fireEvent.click(upi.getByRole('button', { name: m.incomeMoreOrdersButton() }));
    expect(await upi.findByText('#cccc · Asha Verma')).toBeTruthy();
    expect(upi.queryByRole('button', { name: m.incomeMoreOrdersButton() })).toBeNull();
    expect(upi.getByRole('button', { name: m.incomeHideOrders() }).getAttribute('aria-expanded')).toBe('true');

    const toCollect = within(screen.getByRole('region', { name: new RegExp(m.incomeToCollect()) }));
    fireEvent.click(toCollect.getByRole('button', { name: m.incomeShowOrders() }));
    expect(await toCollect.findByText(new RegExp(m.customerSaysPaid()))).toBeTruthy();
    const cancelled = within(screen.getByRole('region', { name: new RegExp(m.incomeCancelled()) }));
    expect(cancelled.getByText(m.incomeNoOrders())).toBeTruthy();
    expect(cancelled.queryByRole('button')).toBeNull();
    const cards = within(screen.getByRole('tabpanel'));
    expect(cards.getByText(m.incomeUpi()).parentElement?.nextSibling?.textContent).toBe('₹341');

    fireEvent.change(screen.getByLabelText(m.incomeDateLabel()), { target: { value: '2026-11-20' } });
    expect(await screen.findByText('0 orders · ₹0')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/income?date=2026-11-20');
    expect(screen.getByRole('tab', { name: m.today() }).getAttribute('aria-selected')).toBe('false');
  });

  it('shows the figure paid from tiffin accounts only for a view with plan meals (issue 26, D92)', async () => {
    const planMeal = anIncomeOrder('eeee', 120, {
      payment_method: 'ACCOUNT',
      collected_by: 'account',
      reciever_name: 'Bela Iyer',
    });
    serveApi({
      'GET /income?timeFrame=1': () => success(today),
      'GET /income?timeFrame=2': () => success({ ...today, account: figure(planMeal) }),
      'GET /income/orders?timeFrame=2&figure=account': () => ordersPage([planMeal]),
    });
    renderApp(<IncomePage />, { path: '/seller/income' });

    await screen.findByRole('region', { name: new RegExp(m.incomeUpi()) });
    expect(screen.queryByText(m.incomeAccount())).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: m.week() }));
    const account = within(await screen.findByRole('region', { name: new RegExp(m.incomeAccount()) }));
    expect(account.getByText('1 order · ₹120')).toBeTruthy();
    fireEvent.click(account.getByRole('button', { name: m.incomeShowOrders() }));
    expect(await account.findByText('#eeee · Bela Iyer')).toBeTruthy();
    expect(account.getByText(m.paidFromAccount())).toBeTruthy();
    const cards = within(screen.getByRole('tabpanel'));
    expect(cards.getByText(m.incomeAccount()).parentElement?.nextSibling?.textContent).toBe('₹120');
  });

  it('shows the figure paid online apart from UPI, only for a view with gateway payments (D112)', async () => {
    const paid = anIncomeOrder('ffff', 260, {
      payment_method: 'ONLINE',
      collected_by: 'online',
      reciever_name: 'Chitra Rao',
    });
    serveApi({
      'GET /income?timeFrame=1': () => success(today),
      'GET /income?timeFrame=2': () => success({ ...today, online: figure(paid) }),
      'GET /income/orders?timeFrame=2&figure=online': () => ordersPage([paid]),
    });
    renderApp(<IncomePage />, { path: '/seller/income' });

    await screen.findByRole('region', { name: new RegExp(m.incomeUpi()) });
    expect(screen.queryByText(m.incomeOnline())).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: m.week() }));
    const online = within(await screen.findByRole('region', { name: new RegExp(m.incomeOnline()) }));
    expect(online.getByText('1 order · ₹260')).toBeTruthy();
    fireEvent.click(online.getByRole('button', { name: m.incomeShowOrders() }));
    expect(await online.findByText('#ffff · Chitra Rao')).toBeTruthy();
    const cards = within(screen.getByRole('tabpanel'));
    expect(cards.getByText(m.incomeOnline()).parentElement?.nextSibling?.textContent).toBe('₹260');
    expect(cards.getByText(m.incomeUpi()).parentElement?.nextSibling?.textContent).toBe('₹341');
  });
});
