import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { PhoneOrderItems } from './phone-order-items.tsx';

const items = [
  { _id: 'meal-1', name: 'Rajma Chawal Thali', name_hi: 'राजमा चावल थाली', selling_price: 139 },
  { _id: 'meal-2', name: 'Paneer Thali', name_hi: null, selling_price: 189 },
];
const renderItems = () =>
  render(<PhoneOrderItems title={m.thalis()} items={items} quantities={{}} onChange={() => {}} />);

afterEach(() => {
  void setLocale('en', { reload: false });
});

describe("the phone order's item picker in the chosen language (issue 16, D62)", () => {
  it('names a thali and its buttons in Hindi where it has a Hindi name, else in English, marked English', () => {
    void setLocale('hi', { reload: false });
    renderItems();
    expect(screen.getByText('राजमा चावल थाली').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Paneer Thali').getAttribute('lang')).toBe('en');
    const add = m.addOneMoreOf({ name: 'राजमा चावल थाली' }, { locale: 'hi' });
    expect(screen.getByRole('button', { name: add })).toBeTruthy();
    expect(screen.queryByText('Rajma Chawal Thali')).toBeNull();
  });

  it('names them in English in English', () => {
    renderItems();
    expect(screen.getByRole('button', { name: m.addOneMoreOf({ name: 'Rajma Chawal Thali' }) })).toBeTruthy();
    expect(screen.queryByText('राजमा चावल थाली')).toBeNull();
  });
});
