import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import type { StatsData } from '@rasoi/domain/seller';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { DashboardPage } from './dashboard-page.tsx';

beforeEach(() => {
  useAuth.setState({ token: 'seller-token' });
});

const stats = (figures: Partial<StatsData>): StatsData => ({
  orders: 3,
  revenue: 600,
  users: 2,
  cancelled: 0,
  upi: 240,
  online: 0,
  ...figures,
});

describe("the seller's dashboard figures", () => {
  it('shows what was paid online apart from UPI, once the frame has gateway payments (D112)', async () => {
    serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /slots': () => success({ date: '2026-11-26', slots: [] }),
      'GET /payments/unmatched': () => success({ payments: [], awaited: [], awaited_topups: [] }),
      'GET /order?status=Preparing': () => success({ orders: [], nextCursor: null, counts: null }),
      'GET /stats?timeFrame=1': () => success(stats({})),
      'GET /stats?timeFrame=2': () => success(stats({ upi: 300, online: 420 })),
    });
    renderApp(<DashboardPage />, { path: '/seller' });

    const today = within(await screen.findByRole('tabpanel'));
    expect(await today.findByText('₹240')).toBeTruthy();
    expect(today.queryByText(m.incomeOnline())).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: m.week() }));
    const week = within(screen.getByRole('tabpanel'));
    expect((await week.findByText(m.incomeOnline())).parentElement?.nextSibling?.textContent).toBe('₹420');
    expect(week.getByText(m.upiTotal()).parentElement?.nextSibling?.textContent).toBe('₹300');
  });
});
