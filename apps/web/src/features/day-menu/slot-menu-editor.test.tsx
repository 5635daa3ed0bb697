import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Slot } from '@rasoi/domain/api';
import { setLocale } from '@rasoi/domain/locale';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { SlotMenuEditor } from './slot-menu-editor.tsx';

const slot: Slot = {
  _id: 'lunch-26',
  name: 'Lunch',
  date: '2026-11-26',
  order_by: '2026-11-26T05:00:00.000Z',
  delivery_from: '2026-11-26T07:00:00.000Z',
  delivery_to: '2026-11-26T08:30:00.000Z',
  capacity: 20,
  taken: 0,
  remaining: 20,
  is_open: true,
  state: 'open',
};
const meals = [aMeal({ _id: 'dal', id: 'dal', name: 'Dal Thali', name_hi: 'दाल थाली' })];
const dishes = [aDish({ _id: 'raita', name: 'Boondi Raita', name_hi: null })];
const renderEditor = () =>
  renderApp(
    <SlotMenuEditor
      slot={slot}
      menu={{ slot_id: slot._id, all: true, meal_ids: [], dish_ids: [] }}
      meals={meals}
      dishes={dishes}
      readOnly={false}
    />,
  );

afterEach(() => {
  void setLocale('en', { reload: false });
});

describe("the day's menu editor names the items in the chosen language (issue 16, D62)", () => {
  it('in Hindi: the Hindi name where there is one, else the English, marked English', () => {
    void setLocale('hi', { reload: false });
    renderEditor();
    expect(screen.getByRole('checkbox', { name: /दाल थाली/ })).toBeTruthy();
    expect(screen.getByText('दाल थाली').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Boondi Raita').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('Dal Thali')).toBeNull();
  });

  it('in English: the English names', () => {
    renderEditor();
    expect(screen.getByRole('checkbox', { name: /Dal Thali/ })).toBeTruthy();
    expect(screen.queryByText('दाल थाली')).toBeNull();
  });
});
