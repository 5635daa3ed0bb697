import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import { useUi } from '../../lib/ui-store.ts';
import { renderApp } from '../../test/render.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { CheckoutButton } from './checkout-button.tsx';

describe('checkout button', () => {
  beforeEach(() => {
    useAuth.getState().logOut();
    useUi.setState({ currentOverlay: null });
  });
  afterEach(() => void setLocale('en', { reload: false }));

  it('is disabled and names the shortfall for a small cart', () => {
    // One ₹40 add-on: to pay = 40 + ₹2 platform fee = 42, so ₹33 more reaches 75.
    renderApp(<CheckoutButton toPay={42} />);
    const button = screen.getByRole('button', { name: 'Add items worth ₹33 more' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the shortfall in Hindi when Hindi is chosen (issue 16, D62)', () => {
    void setLocale('hi', { reload: false });
    renderApp(<CheckoutButton toPay={42} />);
    expect((screen.getByRole('button', { name: '₹33 का और सामान जोड़ें' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays disabled at exactly ₹74 (the total must be above 74)', () => {
    renderApp(<CheckoutButton toPay={74} />);
    expect((screen.getByRole('button', { name: 'Add items worth ₹1 more' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a visitor to log in and opens the login overlay', async () => {
    renderApp(<CheckoutButton toPay={141} />);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByText('Login to continue')).toBeTruthy();
    expect(useUi.getState().currentOverlay).toBe('login');
  });
});
