import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '../../lib/session-store.ts';
import { OtpOverlay } from './otp-overlay.tsx';

function openOverlay() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OtpOverlay />
    </QueryClientProvider>,
  );
  return [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement);
}

describe('OTP overlay (spec 5: four single-digit boxes)', () => {
  beforeEach(() => useAuth.setState({ mobile: '9876543210' }));

  it('ignores anything but digits', () => {
    const [first] = openOverlay();
    fireEvent.change(first!, { target: { value: 'a' } });
    expect(first!.value).toBe('');
    fireEvent.change(first!, { target: { value: '-' } });
    expect(first!.value).toBe('');
  });

  it('moves focus to the next box after a digit and back on Backspace', () => {
    const [first, second, third] = openOverlay();
    first!.focus();
    fireEvent.change(first!, { target: { value: '4' } });
    expect(first!.value).toBe('4');
    expect(second!.matches(':focus')).toBe(true);

    fireEvent.change(second!, { target: { value: '2' } });
    expect(third!.matches(':focus')).toBe(true);

    fireEvent.keyDown(third!, { key: 'Backspace' });
    expect(second!.matches(':focus')).toBe(true);
    expect(second!.value).toBe('');
  });

  it('fills every box from a pasted code and enables Validate OTP', () => {
    const boxes = openOverlay();
    const validate = screen.getByRole('button', { name: 'Validate OTP' }) as HTMLButtonElement;
    expect(validate.disabled).toBe(true);
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => '12 34' } });
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4']);
    expect(validate.disabled).toBe(false);
  });

  it('shows the resend countdown from 60', () => {
    openOverlay();
    expect(screen.getByText('60s')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeTruthy();
  });
});
