import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SellerLoginOverlay } from './seller-login-overlay.tsx';

function renderOverlay() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SellerLoginOverlay />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const mobile = Array.from(
    { length: 10 },
    (_, i) => screen.getByLabelText(`Mobile digit ${i + 1}`) as HTMLInputElement,
  );
  const pin = Array.from({ length: 4 }, (_, i) => screen.getByLabelText(`PIN digit ${i + 1}`) as HTMLInputElement);
  return { mobile, pin, submit: screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement };
}

describe('seller login overlay (spec 5: ten mobile boxes and four PIN boxes, digits only)', () => {
  it('keeps letters and signs out of the mobile and PIN boxes', () => {
    const { mobile, pin } = renderOverlay();
    fireEvent.change(mobile[0]!, { target: { value: 'a' } });
    fireEvent.change(mobile[1]!, { target: { value: '+' } });
    fireEvent.change(pin[0]!, { target: { value: 'x' } });
    expect(mobile[0]!.value).toBe('');
    expect(mobile[1]!.value).toBe('');
    expect(pin[0]!.value).toBe('');
    fireEvent.change(pin[0]!, { target: { value: '7' } });
    expect(pin[0]!.value).toBe('7');
  });

  it('moves on after a digit and back on Backspace', () => {
    const { mobile } = renderOverlay();
    mobile[0]!.focus();
    fireEvent.change(mobile[0]!, { target: { value: '9' } });
    expect(mobile[1]!.matches(':focus')).toBe(true);
    fireEvent.keyDown(mobile[1]!, { key: 'Backspace' });
    expect(mobile[0]!.matches(':focus')).toBe(true);
    expect(mobile[0]!.value).toBe('');
  });

  it('fills the mobile from a pasted number, then moves to the PIN; Login waits for all fourteen digits', () => {
    const { mobile, pin, submit } = renderOverlay();
    fireEvent.paste(mobile[3]!, { clipboardData: { getData: () => '+91 98765 43210' } });
    expect(mobile.map((box) => box.value).join('')).toBe('9876543210');
    expect(pin[0]!.matches(':focus')).toBe(true);
    expect(submit.disabled).toBe(true);
    fireEvent.paste(pin[0]!, { clipboardData: { getData: () => '1234' } });
    expect(pin.map((box) => box.value).join('')).toBe('1234');
    expect(submit.disabled).toBe(false);
  });
});
