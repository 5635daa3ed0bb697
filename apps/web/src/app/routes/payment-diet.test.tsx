import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DIET_NOTE_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { endSession } from '../../api/end-session.ts';
import { useAddress } from '../../lib/address-store.ts';
import { useCart } from '../../lib/cart-store.ts';
import { DIET_STORAGE_KEY, useDiet } from '../../lib/diet-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { anAddress, anOrder, serveApi, success } from '../../test/slot-data.ts';
import { PaymentPage } from './payment-page.tsx';

/**
 * 'Notes for the kitchen' at checkout (issue 15, D55): the chosen notes go with the order, the choice is
 * remembered on the phone for the next order, and a note with markup is refused before anything is sent.
 */
function serve() {
  return serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /slots': () => success({ date: '2026-11-26', slots: [] }),
    'GET /slots?date=2026-11-27': () => success({ date: '2026-11-27', slots: [] }),
    'POST /order/create-cod-order': () => success({ order: anOrder() }, { totalTime: 30 }),
  });
}
const placements = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.method === 'POST');
const noteBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: m.dietNoteLabel() });

describe('notes for the kitchen at checkout (issue 15)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useDiet.getState().resetDiet();
    useAuth.setState({ token: 'customer-token' });
    useCart.getState().clearCart();
    useCart.getState().addItem({ id: 'meal-1', title: 'Rajma Chawal Thali', price: 139, type: 'meal', quantity: 1 });
    useAddress.getState().selectAddress(anAddress());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the chosen notes with the order and remembers them for the next one', async () => {
    const calls = serve();
    renderApp(<PaymentPage />);

    fireEvent.click(screen.getByRole('button', { name: m.dietJain() }));
    fireEvent.click(screen.getByRole('radio', { name: m.dietSpiceLess() }));
    fireEvent.change(noteBox(), { target: { value: '  No green chilli ' } });
    expect(screen.getByText(`18/${DIET_NOTE_MAX}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: m.dietJain() }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() => expect(placements(calls)).toHaveLength(1));
    expect(placements(calls)[0]!.body).toMatchObject({
      diet: { jain: true, spice: 'less', note: 'No green chilli' },
    });

    // The next order on this phone starts from the same notes.
    expect(JSON.parse(localStorage.getItem(DIET_STORAGE_KEY)!).state.diet).toMatchObject({ jain: true, spice: 'less' });
  });

  it('starts from the remembered notes', async () => {
    useDiet
      .getState()
      .setDiet({ jain: true, no_onion_garlic: false, spice: 'spicy', less_oil: true, note: 'Ring twice' });
    serve();
    renderApp(<PaymentPage />);

    expect(screen.getByRole('button', { name: m.dietJain() }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: m.dietLessOil() }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: m.dietSpiceSpicy() }).checked).toBe(true);
    expect(noteBox().value).toBe('Ring twice');
  });

  it('sends no notes when none are chosen', async () => {
    const calls = serve();
    renderApp(<PaymentPage />);

    expect(screen.getByRole<HTMLInputElement>('radio', { name: m.dietSpiceUsual() }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() => expect(placements(calls)).toHaveLength(1));
    expect(placements(calls)[0]!.body).not.toHaveProperty('diet');
  });

  it('says what is wrong with a note holding markup and sends nothing', async () => {
    const calls = serve();
    renderApp(<PaymentPage />);

    fireEvent.change(noteBox(), { target: { value: '<b>extra</b>' } });
    expect(screen.getByRole('alert').textContent).toBe(m.dietNoteMarkup());
    expect(noteBox().getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(placements(calls)).toHaveLength(0);
    expect(screen.getByRole('button', { name: m.placeOrder() })).toBeTruthy();
  });

  it('are forgotten when the session ends', () => {
    useDiet.getState().setDiet({ jain: true, no_onion_garlic: true, spice: null, less_oil: false, note: 'x' });
    endSession('expired');
    expect(useDiet.getState().diet).toEqual({
      jain: false,
      no_onion_garlic: false,
      spice: null,
      less_oil: false,
      note: '',
    });
  });
});
