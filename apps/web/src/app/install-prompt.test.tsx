import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { listenForInstallPrompt, useInstall, type BeforeInstallPromptEvent } from '../lib/install-store.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { useUi } from '../lib/ui-store.ts';
import { renderApp } from '../test/render.tsx';
import { OverlayLayer } from './overlay-layer.tsx';

// The profile page, the install feature and the overlay layer together: composing features is app/'s job,
// so this test lives here (docs/architecture.md 'Layers').

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  event.prompt = vi.fn(async () => {});
  Object.assign(event, { userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe("the profile's Download app (issue 5)", () => {
  // The listener is added once, as main.tsx does at start.
  beforeAll(() => listenForInstallPrompt());
  beforeEach(() => {
    useInstall.setState({ promptEvent: null, installed: false });
    useUi.setState({ currentOverlay: null });
  });

  it("uses the browser's install prompt when it offered one", async () => {
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    renderApp(
      <>
        <ProfilePage />
        <OverlayLayer />
      </>,
      { path: '/profile' },
    );
    fireEvent.click(screen.getByText('Download app'));
    await waitFor(() => expect(useInstall.getState()).toMatchObject({ promptEvent: null, installed: true }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('otherwise explains how to add the app to the home screen', async () => {
    renderApp(
      <>
        <ProfilePage />
        <OverlayLayer />
      </>,
      { path: '/profile' },
    );
    fireEvent.click(screen.getByText('Download app'));
    const sheet = await screen.findByRole('dialog', { name: 'Add Rasoi to your home screen' });
    expect(sheet.textContent).toContain('Add to Home Screen');
    expect(sheet.textContent).toContain('Install app');
  });
});
