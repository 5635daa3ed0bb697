import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import type { LostPlanMeal } from '@rasoi/domain/subscriptions';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { LostMealsPage } from './lost-meals-page.tsx';

/** A lost meal as GET /plan-meals/lost answers it: the Sharmas' weekday lunch of Friday 4 December. */
function aLostMeal(overrides: Partial<LostPlanMeal> = {}): LostPlanMeal {
  return {
    subscription_id: 'sub-1',
    household: { _id: 'user-1', mobile: '9876543210', name: 'Asha Sharma' },
    plan: { _id: 'plan-1', name: 'Weekday lunch', slot_name: 'Lunch' },
    day: '2026-12-04',
    why: 'no_room',
    decided_at: '2026-12-04T05:00:00.000Z',
    ...overrides,
  };
}

const meals = [
  aLostMeal(),
  aLostMeal({
    subscription_id: 'sub-2',
    household: { _id: 'user-2', mobile: '9000000002', name: 'Ravi Iyer' },
    day: '2026-12-01',
    why: 'over_limit',
  }),
  aLostMeal({
    subscription_id: 'sub-3',
    household: { _id: 'user-3', mobile: '9000000003', name: 'Meena Das' },
    plan: { _id: 'plan-2', name: 'Dinner thali', slot_name: 'Dinner' },
    day: '2026-11-25',
    why: 'missed',
  }),
];

describe('the Lost meals page (issue 26, D94)', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('shows each lost meal with its household, plan, day and why in words, in order', async () => {
    serveApi({ 'GET /plan-meals/lost': () => success({ meals }) });
    renderApp(<LostMealsPage />);
    const asha = await screen.findByRole('region', { name: 'Asha Sharma' });
    expect(within(asha).getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(asha).getByText('Weekday lunch, Fri, 4 Dec')).toBeTruthy();
    expect(within(asha).getByText('No room in Lunch: the cap was lowered')).toBeTruthy();
    const ravi = screen.getByRole('region', { name: 'Ravi Iyer' });
    expect(within(ravi).getByText('Account at its credit limit')).toBeTruthy();
    const meena = screen.getByRole('region', { name: 'Meena Das' });
    expect(within(meena).getByText('Dinner thali, Wed, 25 Nov')).toBeTruthy();
    expect(within(meena).getByText('Missed: the server was down')).toBeTruthy();
    const households = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(households).toEqual(['Asha Sharma', 'Ravi Iyer', 'Meena Das']);
  });

  it('says when no meal was lost', async () => {
    serveApi({ 'GET /plan-meals/lost': () => success({ meals: [] }) });
    renderApp(<LostMealsPage />);
    expect(await screen.findByText('No plan meal was lost in the last 14 days')).toBeTruthy();
  });

  it('reads why in Hindi', async () => {
    void setLocale('hi', { reload: false });
    serveApi({ 'GET /plan-meals/lost': () => success({ meals }) });
    renderApp(<LostMealsPage />);
    const asha = await screen.findByRole('region', { name: 'Asha Sharma' });
    expect(within(asha).getByText('Lunch में जगह नहीं थी: सीमा घटाई गई थी')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Ravi Iyer' })).getByText('खाता अपनी उधार सीमा पर था'),
    ).toBeTruthy();
  });
});
