import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { routerProbe } from '../test/router-probe.tsx';
import { useUi } from '../lib/ui-store.ts';
import { useAuth } from '../lib/session-store.ts';
import { preloadModule } from '../ui/use-loaded.ts';
import { loadOverlayLayer, OverlayRoot } from './overlay-host.tsx';

/** The app's overlay root above one page with a 'Download app' button that opens the install sheet. */
function renderAt(path: string) {
  const { router, Probe } = routerProbe();
  const view = render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <Probe />
      <Routes>
        <Route element={<OverlayRoot />}>
          <Route path="/seller/add-dish" element={<p>add dish page</p>} />
          <Route
            path="/profile"
            element={
              <button type="button" onClick={() => useUi.getState().openOverlay('install')}>
                Download app
              </button>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, router };
}

// The sheet's code loads on demand; a busy machine may take a while to transform it the first time.
const sheet = () => screen.findByRole('dialog', { name: 'Add Rasoi to your home screen' });

describe('overlays in the URL (issue 12)', () => {
  beforeAll(() => preloadModule(loadOverlayLayer));

  afterEach(() => {
    useUi.setState({ currentOverlay: null });
  });

  it('opening a sheet pushes its URL, and Back closes the sheet on the same page', async () => {
    const { router } = renderAt('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Download app' }));
    await sheet();
    expect(router.state.location.pathname + router.state.location.search).toBe('/profile?sheet=install');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname + router.state.location.search).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Download app' })).toBeTruthy();
  });

  it('closing a sheet with its button goes back, so history does not fill up', async () => {
    const { router } = renderAt('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Download app' }));
    const open = await sheet();
    fireEvent.click(within(open).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });

  it('leaving the page from a sheet (in place of its entry) closes it, and Back does not reopen it', async () => {
    const { router } = renderAt('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Download app' }));
    await sheet();
    await act(() => router.navigate('/seller/add-dish', { replace: true }));
    expect(screen.getByText('add dish page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname + router.state.location.search).toBe('/profile');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a reload with the sheet in the URL shows it, and closing it keeps the page', async () => {
    const { router } = renderAt('/profile?sheet=install');
    const open = await sheet();
    fireEvent.keyDown(open, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname + router.state.location.search).toBe('/profile');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a login sheet in the URL of someone signed in already is left out (D119)', async () => {
    useAuth.setState({ token: 'token-1' });
    try {
      const { router } = renderAt('/profile?sheet=login');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/profile');
      expect(useUi.getState().currentOverlay).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      useAuth.setState({ token: null });
    }
  });
});
