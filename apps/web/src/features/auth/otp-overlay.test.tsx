import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { OtpOverlay } from './otp-overlay.tsx';
import { digitField } from '../../test/digit-field.ts';

function openOverlay() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <OtpOverlay />
    </QueryClientProvider>,
  );
  // The code field's name in the language the test runs in.
  return Object.assign(digitField(m.oneTimeCode()), { unmount: view.unmount });
}

describe('OTP overlay (spec 5: four digit boxes, one field to a screen reader)', () => {
  beforeEach(() => useAuth.setState({ mobile: '9876543210' }));

  it('ignores anything but digits', () => {
    const code = openOverlay();
    code.type('a-');
    expect(code.input.value).toBe('');
    expect(code.boxes()).toEqual(['', '', '', '']);
  });

  it('has the focus in the code at once, fills the boxes as digits come and empties the last on Backspace', () => {
    const code = openOverlay();
    expect(code.input.matches(':focus')).toBe(true);
    code.type('4');
    code.type('2');
    expect(code.boxes()).toEqual(['4', '2', '', '']);
    fireEvent.change(code.input, { target: { value: '4' } });
    expect(code.boxes()).toEqual(['4', '', '', '']);
  });

  it('fills every box from a pasted code and enables Validate OTP', () => {
    const code = openOverlay();
    const validate = screen.getByRole('button', { name: 'Validate OTP' }) as HTMLButtonElement;
    expect(validate.disabled).toBe(true);
    code.paste('12 34');
    expect(code.boxes()).toEqual(['1', '2', '3', '4']);
    expect(validate.disabled).toBe(false);
  });

  it('shows the resend countdown from 60', () => {
    openOverlay();
    expect(screen.getByText('60s')).toBeTruthy();
    expect(screen.getByText('60s').parentElement?.textContent).toBe('Resend OTP in 60s');
    expect(screen.getByText('+91 9876543210').parentElement?.textContent).toBe('Sent to +91 9876543210');
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeTruthy();
  });

  it("says where the code went and when it can come again in Hindi's word order (issue 16, D62)", () => {
    void setLocale('hi', { reload: false });
    try {
      openOverlay();
      expect(screen.getByText('60 सेकंड').parentElement?.textContent).toBe('60 सेकंड बाद OTP दोबारा भेज सकेंगे');
      expect(screen.getByText('+91 9876543210').parentElement?.textContent).toBe('+91 9876543210 पर भेजा गया');
    } finally {
      void setLocale('en', { reload: false });
    }
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

  it('asks the browser to autofill a texted code into the one code field', () => {
    const code = openOverlay();
    expect(code.input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it("fills the boxes with the SMS's code where the browser reads it, and validates it", async () => {
    const sms = browserReadingSms();
    const login = vi.fn(
      async () => new Response(JSON.stringify({ status: 'error', data: 'The code is wrong.' }), { status: 400 }),
    );
    vi.stubGlobal('fetch', login);
    const code = openOverlay();
    expect(sms.get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));

    sms.deliver('4821');
    await waitFor(() => expect(code.boxes()).toEqual(['4', '8', '2', '1']));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    const [url, init] = login.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ mobile: '9876543210', otp: '4821' });
  });

  it('stops waiting for the SMS once the code is typed', () => {
    const sms = browserReadingSms();
    const code = openOverlay();
    expect(sms.signal()?.aborted).toBe(false);
    code.paste('1234');
    expect(sms.signal()?.aborted).toBe(true);
  });

  it('stops waiting for the SMS when the screen closes', () => {
    const sms = browserReadingSms();
    const code = openOverlay();
    code.unmount();
    expect(sms.signal()?.aborted).toBe(true);
  });

  it('leaves a browser without WebOTP to autofill or typing', () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    openOverlay();
    expect(get).not.toHaveBeenCalled();
  });
});
