import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { aMealDay, aSubscription, NOW } from '../../test/tiffin-data.ts';
import { MyTiffinPage } from './my-tiffin-page.tsx';

/**
 * My tiffin (issue 26, D91): the coming meals with their state and until when each can change on the
 * kitchen's clock; skip and undo, pause for some days and resume, end after a confirm; a refusal shows the
 * server's sentence.
 */

/**
 * The API with one subscription that the routes change as the server would, much simplified: `refuse`
 * answers a route with a 409 and its sentence instead.
 */
function serve(refuse: Record<string, string> = {}, first: Subscription = aSubscription()) {
  let subscription: Subscription = first;
  let eveningBefore = false;
  const answer = (change: (before: Subscription) => Subscription) => (call: Call) => {
    const key = `${call.method} ${call.url}`;
    if (refuse[key]) return { status: 409, body: { status: 'error', data: refuse[key] } };
    subscription = change(subscription);
    return success({ subscription });
  };
  const setDay = (day: string, state: 'planned' | 'skipped') => (before: Subscription) => ({
    ...before,
    meals: before.meals.map((meal) =>
      meal.date === day ? { ...meal, state, tiffins: state === 'skipped' ? 0 : before.tiffins } : meal,
    ),
  });
  const calls = serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /subscriptions': () => success({ subscriptions: [subscription] }),
    'GET /plan-reminders': () => success({ reminders: { evening_before: eveningBefore } }),
    'PATCH /plan-reminders': (call) => {
      const key = `${call.method} ${call.url}`;
      if (refuse[key]) return { status: 409, body: { status: 'error', data: refuse[key] } };
      eveningBefore = (call.body as { evening_before: boolean }).evening_before;
      return success({ reminders: { evening_before: eveningBefore } });
    },
    'POST /subscriptions/sub-1/skip': (call) => {
      const { day, skip } = call.body as { day: string; skip: boolean };
      return answer(setDay(day, skip ? 'skipped' : 'planned'))(call);
    },
    'POST /subscriptions/sub-1/pause': answer((before) => ({
      ...before,
      pause: { from: '2026-12-03', until: '2026-12-07' },
      meals: before.meals.map((meal) => (meal.changeable ? { ...meal, state: 'paused' as const, tiffins: 0 } : meal)),
    })),
    'POST /subscriptions/sub-1/resume': answer((before) => ({
      ...before,
      pause: null,
      meals: before.meals.map((meal) => (meal.state === 'paused' ? aMealDay(meal.date) : meal)),
    })),
    'POST /subscriptions/sub-1/end': answer((before) => ({
      ...before,
      state: 'ended',
      end_day: '2026-12-02',
      ended_at: NOW.toISOString(),
      meals: [],
    })),
  });
  const posts = () => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));
  const patches = () => calls.filter((call) => call.method === 'PATCH').map(({ url, body }) => ({ url, body }));
  return { posts, patches };
}

/** The row of a coming meal, by the day it names. */
async function mealRow(day: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Coming meals' });
  await within(list).findByText(day);
  return within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(day))!;
}

describe('My tiffin (issue 26, D91)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
    useAuth.setState({ token: null });
  });

  it('shows the state, the pause and each coming meal with until when it can change', async () => {
    serve();
    renderApp(<MyTiffinPage />);
    await screen.findByRole('heading', { name: 'Weekday lunch' });
    const card = screen.getByRole('list', { name: 'My tiffin' });
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('Paused from Sat, 5 Dec to Mon, 7 Dec')).toBeTruthy();

    const today = await mealRow('Today');
    expect(within(today).getByText('Can no longer change')).toBeTruthy();
    expect(within(today).queryByRole('button')).toBeNull();
    const tomorrow = await mealRow('Tomorrow');
    expect(within(tomorrow).getByText('Until 10:00, tomorrow')).toBeTruthy();
    expect(within(tomorrow).getByText('Coming')).toBeTruthy();
    const friday = await mealRow('Fri, 4 Dec');
    expect(within(friday).getByText('Skipped')).toBeTruthy();
    expect(within(await mealRow('Sat, 5 Dec')).getByText('Paused')).toBeTruthy();
  });

  it('skips a meal and undoes the skip', async () => {
    const server = serve();
    renderApp(<MyTiffinPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip, meal of tomorrow' }));
    const undo = await screen.findByRole('button', { name: 'Undo skip, meal of tomorrow' });
    expect(within(await mealRow('Tomorrow')).getByText('Skipped')).toBeTruthy();
    fireEvent.click(undo);
    await screen.findByRole('button', { name: 'Skip, meal of tomorrow' });
    expect(server.posts()).toEqual([
      { url: '/subscriptions/sub-1/skip', body: { day: '2026-12-03', skip: true } },
      { url: '/subscriptions/sub-1/skip', body: { day: '2026-12-03', skip: false } },
    ]);
  });

  it("shows the server's refusal, naming why and by when", async () => {
    serve({ 'POST /subscriptions/sub-1/skip': 'Undoing the skip closed at 10:00' });
    renderApp(<MyTiffinPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo skip, meal of Fri, 4 Dec' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Undoing the skip closed at 10:00');
    expect(within(await mealRow('Fri, 4 Dec')).getByText('Skipped')).toBeTruthy();
  });

  it('pauses for a range of days from the first that can change, then resumes', async () => {
    const server = serve();
    renderApp(<MyTiffinPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    const from = screen.getByLabelText('Pause from') as HTMLInputElement;
    expect(from.value).toBe('2026-12-03');
    expect(from.min).toBe('2026-12-03');
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2026-12-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause these days' }));
    await screen.findByText('Paused from tomorrow to Mon, 7 Dec');
    expect(screen.queryByLabelText('Pause from')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByText(/^Paused from/)).toBeNull());
    expect(within(await mealRow('Sat, 5 Dec')).getByText('Coming')).toBeTruthy();
    expect(server.posts()).toEqual([
      { url: '/subscriptions/sub-1/pause', body: { from: '2026-12-03', until: '2026-12-07' } },
      { url: '/subscriptions/sub-1/resume', body: {} },
    ]);
  });

  it('ends the plan only after the confirm', async () => {
    const server = serve();
    renderApp(<MyTiffinPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'End plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End Weekday lunch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.posts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'End plan' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'End Weekday lunch?' })).getByRole('button', {
        name: 'End plan',
      }),
    );
    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(screen.getByText('Last meal today')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(server.posts()).toEqual([{ url: '/subscriptions/sub-1/end', body: {} }]);
  });

  it('turns the evening-before reminder on and off, off until chosen (D95)', async () => {
    const server = serve();
    renderApp(<MyTiffinPage />);
    const name = 'Remind me the evening before, with the time skipping closes';
    const reminder = await screen.findByRole('switch', { name });
    await waitFor(() => expect(reminder.hasAttribute('disabled')).toBe(false));
    expect(reminder.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(reminder);
    await waitFor(() => expect(server.patches()).toHaveLength(1));
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name }));
    await waitFor(() => expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false'));
    expect(server.patches()).toEqual([
      { url: '/plan-reminders', body: { evening_before: true } },
      { url: '/plan-reminders', body: { evening_before: false } },
    ]);
  });

  it('puts the reminder back and says so when the server refuses', async () => {
    serve({ 'PATCH /plan-reminders': 'Too many changes' });
    renderApp(<MyTiffinPage />);
    const reminder = await screen.findByRole('switch', { name: /^Remind me the evening before/ });
    await waitFor(() => expect(reminder.hasAttribute('disabled')).toBe(false));
    fireEvent.click(reminder);
    expect(await screen.findByText('Could not save the reminder choice. Please try again.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /^Remind me/ }).getAttribute('aria-checked')).toBe('false');
  });

  it('speaks Hindi: the states and the skip button', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<MyTiffinPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा टिफ़िन' })).toBeTruthy();
    // The buttons' names start with the words they show (WCAG 2.5.3, D81).
    expectNameStartsWithVisibleText(await screen.findByRole('button', { name: 'छोड़ें, कल का मील' }));
    expectNameStartsWithVisibleText(screen.getByRole('button', { name: 'वापस लें, शुक्र, 4 दिस॰ का मील' }));
    expect(screen.getByText('चालू')).toBeTruthy();
    expect(screen.getByText('कल, 10:00 बजे तक')).toBeTruthy();
    expectNameStartsWithVisibleText(
      screen.getByRole('switch', { name: 'एक शाम पहले याद दिलाएँ, छोड़ने की आख़िरी घड़ी के साथ' }),
    );
  });

  it('shows a kitchen holiday with its note and no skip, a meal being made, and a lost one (D94)', async () => {
    serve(
      {},
      aSubscription({
        meals: [
          aMealDay('2026-12-02', { state: 'made', changeable: false }),
          aMealDay('2026-12-03', { state: 'holiday', note: 'Diwali', tiffins: 0, changeable: false }),
          aMealDay('2026-12-04', { state: 'over_limit', tiffins: 0, changeable: false }),
          aMealDay('2026-12-07', { state: 'holiday', note: '', tiffins: 0, changeable: false }),
        ],
      }),
    );
    renderApp(<MyTiffinPage />);
    const today = await mealRow('Today');
    expect(within(today).getByText('Being made')).toBeTruthy();
    expect(within(today).getByText('1 tiffin a meal')).toBeTruthy();
    const tomorrow = await mealRow('Tomorrow');
    expect(within(tomorrow).getByText('Holiday')).toBeTruthy();
    expect(within(tomorrow).getByText('Kitchen holiday: Diwali')).toBeTruthy();
    expect(within(tomorrow).queryByRole('button')).toBeNull();
    const friday = await mealRow('Fri, 4 Dec');
    expect(within(friday).getByText('Not made: account at its limit')).toBeTruthy();
    expect(within(friday).getByText('Not charged')).toBeTruthy();
    expect(within(await mealRow('Mon, 7 Dec')).getByText('Kitchen holiday')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Skip/ })).toBeNull();
  });

  it('shows a kitchen holiday in Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve(
      {},
      aSubscription({
        meals: [aMealDay('2026-12-03', { state: 'holiday', note: 'दिवाली', tiffins: 0, changeable: false })],
      }),
    );
    renderApp(<MyTiffinPage />);
    expect(await screen.findByText('किचन की छुट्टी: दिवाली')).toBeTruthy();
    expect(screen.getByText('छुट्टी')).toBeTruthy();
  });
});
