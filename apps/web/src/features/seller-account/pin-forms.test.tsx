import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { ChangePinPage } from './change-pin-page.tsx';
import { SellerLoginOverlay } from './seller-login-overlay.tsx';
import { digitField } from '../../test/digit-field.ts';
import { sellerPaths } from '../../lib/paths.ts';

/**
 * The seller's PIN forms (issue 13, D41): the change on /seller/change-pin and 'Forgot PIN?' in the
 * seller login. The fetch mock plays the server: each test says what it answers and reads what was sent.
 */
type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(String(input), 'http://rasoi.test').pathname;
  const reply = replies[`${init?.method ?? 'GET'} ${path}`] ?? {
    status: 404,
    body: { status: 'error', data: 'Not found' },
  };
  return new Response(JSON.stringify(reply.body), { status: reply.status });
});
const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const type = (label: string, digits: string) => digitField(label).enter(digits);

beforeEach(() => {
  replies = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useAuth.setState({ token: 'seller-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null });
});

function openChangePin() {
  renderApp(
    <Routes>
      <Route path={sellerPaths.changePin} element={<ChangePinPage />} />
      <Route path={sellerPaths.profile} element={<p>Profile page</p>} />
    </Routes>,
    { path: sellerPaths.changePin },
  );
  return screen.getByRole('button', { name: m.savePin() }) as HTMLButtonElement;
}

describe('Change PIN', () => {
  it('waits for the current PIN and the same new PIN twice, and says when the two differ', () => {
    const save = openChangePin();
    type(m.currentPinLabel(), '4321');
    type(m.newPinLabel(), '8080');
    type(m.confirmPinLabel(), '8081');
    expect(screen.getByRole('alert').textContent).toBe(m.pinsDiffer());
    expect(save.disabled).toBe(true);
    type(m.confirmPinLabel(), '8080');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('sends the current and new PIN, toasts that other devices are logged out and returns to the profile', async () => {
    replies['POST /api/v1/auth/change-pin'] = { status: 200, body: { status: 'success', data: {} } };
    const save = openChangePin();
    type(m.currentPinLabel(), '4321');
    type(m.newPinLabel(), '8080');
    type(m.confirmPinLabel(), '8080');
    fireEvent.click(save);
    expect(await screen.findByText(m.pinChanged())).toBeTruthy();
    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect(sent('POST', '/auth/change-pin')).toEqual([{ currentPin: '4321', newPin: '8080' }]);
  });

  it('shows the server’s refusal of a wrong current PIN and empties its boxes, keeping the session', async () => {
    replies['POST /api/v1/auth/change-pin'] = {
      status: 400,
      body: { status: 'error', data: m.currentPinWrong() },
    };
    const save = openChangePin();
    type(m.currentPinLabel(), '1111');
    type(m.newPinLabel(), '8080');
    type(m.confirmPinLabel(), '8080');
    fireEvent.click(save);
    expect(await screen.findByText(m.currentPinWrong())).toBeTruthy();
    expect(digitField(m.currentPinLabel()).boxes()).toEqual(['', '', '', '']);
    expect(useAuth.getState().token).toBe('seller-token');
    expect(screen.queryByText('Profile page')).toBeNull();
  });
});

describe('Forgot PIN? in the seller login', () => {
  beforeEach(() => useAuth.setState({ token: null }));

  function openRecovery() {
    renderApp(
      <Routes>
        <Route path="/" element={<SellerLoginOverlay />} />
        <Route path={sellerPaths.home} element={<p>Seller dashboard</p>} />
      </Routes>,
    );
    digitField(m.mobileNumber()).paste('9000000000');
    fireEvent.click(screen.getByRole('button', { name: m.forgotPin() }));
  }

  it('keeps the typed number, sends a code, then resets the PIN with it and logs in', async () => {
    replies['POST /api/v1/auth/send-otp'] = { status: 200, body: { status: 'success', data: m.otpSent() } };
    replies['POST /api/v1/auth/reset-pin'] = {
      status: 200,
      body: {
        status: 'success',
        token: 'new-seller-token',
        data: { user: { _id: 'u1', mobile: '9000000000', role: 'seller', coupons: [] } },
      },
    };
    openRecovery();
    expect(screen.getByRole('heading', { name: m.resetPinTitle() })).toBeTruthy();
    expect(digitField(m.mobileNumber()).input.value).toBe('9000000000');
    fireEvent.click(screen.getByRole('button', { name: m.sendCode() }));
    expect(await screen.findByLabelText(m.codeLabel())).toBeTruthy();
    expect(sent('POST', '/auth/send-otp')).toEqual([{ mobile: '9000000000' }]);

    const reset = screen.getByRole('button', { name: m.resetPin() }) as HTMLButtonElement;
    type(m.codeLabel(), '5678');
    type(m.newPinLabel(), '2580');
    expect(reset.disabled).toBe(true);
    type(m.confirmPinLabel(), '2580');
    fireEvent.click(reset);
    expect(await screen.findByText('Seller dashboard')).toBeTruthy();
    expect(sent('POST', '/auth/reset-pin')).toEqual([{ mobile: '9000000000', otp: '5678', newPin: '2580' }]);
    expect(useAuth.getState().token).toBe('new-seller-token');
    expect(await screen.findByText(m.pinReset())).toBeTruthy();
  });

  it('shows a wrong code’s refusal and empties the code, staying logged out', async () => {
    replies['POST /api/v1/auth/send-otp'] = { status: 200, body: { status: 'success', data: m.otpSent() } };
    replies['POST /api/v1/auth/reset-pin'] = { status: 400, body: { status: 'error', data: m.otpInvalid() } };
    openRecovery();
    fireEvent.click(screen.getByRole('button', { name: m.sendCode() }));
    await screen.findByLabelText(m.codeLabel());
    type(m.codeLabel(), '0000');
    type(m.newPinLabel(), '2580');
    type(m.confirmPinLabel(), '2580');
    fireEvent.click(screen.getByRole('button', { name: m.resetPin() }));
    expect(await screen.findByText(m.otpInvalid())).toBeTruthy();
    expect(digitField(m.codeLabel()).input.value).toBe('');
    expect(useAuth.getState().token).toBeNull();
  });

  it('goes back to the PIN login', () => {
    openRecovery();
    fireEvent.click(screen.getByRole('button', { name: m.backToLogin() }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
