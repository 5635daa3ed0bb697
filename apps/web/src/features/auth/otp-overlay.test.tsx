import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '../../lib/session-store.ts';
import { OtpOverlay } from './otp-overlay.tsx';

function openOverlay() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <OtpOverlay />
    </QueryClientProvider>,
  );
  const boxes = [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement);
  return Object.assign(boxes, { unmount: view.unmount });
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

describe('OTP overlay: the texted code (issue 13, D39)', () => {
  beforeEach(() => useAuth.setState({ mobile: '9876543210' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'OTPCredential');
    Reflect.deleteProperty(navigator, 'credentials');
  });

  /** A browser with WebOTP: `navigator.credentials.get` answers when the test delivers an SMS. */
  function browserReadingSms() {
    let deliver: (code: string) => void = () => {};
    const get = vi.fn(
      (options: CredentialRequestOptions) =>
        new Promise<Credential | null>((resolve, reject) => {
          deliver = (code) => resolve({ id: '', type: 'otp', code } as Credential);
          options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const signal = () => (get.mock.calls.at(-1)?.[0] as CredentialRequestOptions | undefined)?.signal;
    return { get, deliver: (code: string) => deliver(code), signal };
  }

  it('asks the browser to autofill a texted code into the first box', () => {
    const [first, ...rest] = openOverlay();
    expect(first!.getAttribute('autocomplete')).toBe('one-time-code');
    for (const box of rest) expect(box.getAttribute('autocomplete')).toBe('off');
  });

  it("fills the boxes with the SMS's code where the browser reads it, and validates it", async () => {
    const sms = browserReadingSms();
    const login = vi.fn(
      async () => new Response(JSON.stringify({ status: 'error', data: 'The code is wrong.' }), { status: 400 }),
    );
    vi.stubGlobal('fetch', login);
    const boxes = openOverlay();
    expect(sms.get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));

    sms.deliver('4821');
    await waitFor(() => expect(boxes.map((box) => box.value)).toEqual(['4', '8', '2', '1']));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    const [url, init] = login.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ mobile: '9876543210', otp: '4821' });
  });

  it('stops waiting for the SMS once the code is typed', () => {
    const sms = browserReadingSms();
    const boxes = openOverlay();
    expect(sms.signal()?.aborted).toBe(false);
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '1234' } });
    expect(sms.signal()?.aborted).toBe(true);
  });

  it('stops waiting for the SMS when the screen closes', () => {
    const sms = browserReadingSms();
    const boxes = openOverlay();
    boxes.unmount();
    expect(sms.signal()?.aborted).toBe(true);
  });

  it('leaves a browser without WebOTP to autofill or typing', () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    openOverlay();
    expect(get).not.toHaveBeenCalled();
  });
});
