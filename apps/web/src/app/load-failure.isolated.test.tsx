import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { reloadPage } from '../lib/reload-page.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

vi.mock('../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

/** A lazy page at /cart under its route's error boundary, as app/router.tsx renders one. */
function renderLazyPage(load: () => Promise<never>) {
  const Page = lazy(load);
  return render(
    <MemoryRouter initialEntries={['/cart']}>
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

/** A page whose chunk the server no longer has (the app was open across a release), as Chromium reports it. */
const renderMissingPage = () =>
  renderLazyPage(() =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/cart-page-OLD.js'),
    ),
  );

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
  // React reports every error an error boundary catches on the console; those reports are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page whose code did not load (issue 13, D43)', () => {
  it('reloads the page once, showing no error while it does', async () => {
    renderMissingPage();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Failed to fetch|Unexpected Application Error|didn't load/)).toBeNull();
  });

  it('after a reload that did not help, says the cart is saved and retries on request instead of reloading again', async () => {
    const view = renderMissingPage();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    view.unmount();
    vi.mocked(reloadPage).mockClear();
    // The reload brought back the same build, whose page still does not load.
    renderMissingPage();
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again. Your cart is saved.')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('offline, does not reload into a failure but says so and offers the retry', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderMissingPage();
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows any other error on the error screen as before', async () => {
    renderLazyPage(() => Promise.reject(new Error('The cart broke')));
    expect(await screen.findByText('The cart broke')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
