import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { serveApi, success } from '../../test/slot-data.ts';
import { LoginOverlay } from './login-overlay.tsx';

/** The login overlay with the number as people type it (issue 30, docs/decisions/0076). */
function openOverlay() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginOverlay />
    </QueryClientProvider>,
  );
  return screen.getByLabelText(m.mobileNumber()) as HTMLInputElement;
}

describe('the login overlay reads a mobile number as people type it', { timeout: 30_000 }, () => {
  beforeEach(() => useAuth.setState({ mobile: '' }));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends '+91 98765 00001' as its ten digits, and the code screen shows those", async () => {
    const calls = serveApi({ 'POST /auth/send-otp': () => success('OTP sent') });
    const input = openOverlay();
    fireEvent.change(input, { target: { value: '+91 98765 00001' } });
    expect(input.value).toBe('+91 98765 00001');
    fireEvent.click(screen.getByRole('button', { name: m.generateOtp() }));
    await waitFor(() => expect(calls.map((call) => call.body)).toEqual([{ mobile: '9876500001' }]), {
      timeout: 20_000,
    });
    expect(useAuth.getState().mobile).toBe('9876500001');
  });
});
