import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SellerLoginOverlay } from './seller-login-overlay.tsx';
import { digitField } from '../../test/digit-field.ts';

function renderOverlay() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SellerLoginOverlay />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    mobile: digitField('Mobile number'),
    pin: digitField('PIN'),
    submit: screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement,
  };
}

describe('seller login overlay (spec 5: ten mobile boxes and four PIN boxes, digits only)', () => {
  it('is two labelled fields to a screen reader, not fourteen boxes', () => {
    const { mobile, pin } = renderOverlay();
    expect(screen.getAllByRole('textbox')).toEqual([mobile.input]);
    expect(pin.input.type).toBe('password');
  });

  it('keeps letters and signs out of the mobile and PIN boxes', () => {
    const { mobile, pin } = renderOverlay();
    mobile.type('a+');
    pin.type('x');
    expect(mobile.boxes().join('')).toBe('');
    expect(pin.input.value).toBe('');
    pin.type('7');
    expect(pin.input.value).toBe('7');
    expect(pin.boxes()).toEqual(['•', '', '', '']);
  });

  it('moves on to the PIN once the tenth mobile digit is typed', () => {
    const { mobile, pin } = renderOverlay();
    expect(mobile.input.matches(':focus')).toBe(true);
    mobile.type('987654321');
    expect(mobile.input.matches(':focus')).toBe(true);
    mobile.type('0');
    expect(pin.input.matches(':focus')).toBe(true);
  });

  it('fills the mobile from a pasted number, then moves to the PIN; Login waits for all fourteen digits', () => {
    const { mobile, pin, submit } = renderOverlay();
    mobile.paste('+91 98765 43210');
    expect(mobile.boxes().join('')).toBe('9876543210');
    expect(pin.input.matches(':focus')).toBe(true);
    expect(submit.disabled).toBe(true);
    pin.paste('1234');
    expect(pin.input.value).toBe('1234');
    expect(submit.disabled).toBe(false);
  });
});
