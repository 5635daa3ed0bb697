import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import { m } from '@rasoi/domain/i18n/messages';
import '../test/render.tsx'; // jsdom's missing matchMedia, for the toaster
import { toast, toastError } from '../lib/toast.ts';
import { AppToaster } from './app-toaster.tsx';

describe('toasts a screen reader hears (issue 16, D60)', () => {
  afterEach(() => {
    act(() => hotToast.remove());
  });

  it('reads a plain or success toast out politely, as a status', async () => {
    render(<AppToaster />);
    await act(() => toast.success(m.couponActive()));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(m.couponActive());
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('reads an error toast out at once, as an alert', async () => {
    render(<AppToaster />);
    toastError(new Error('That slot is full.'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That slot is full.');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
