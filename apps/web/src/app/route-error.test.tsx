import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLocale } from '@rasoi/domain/locale';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { AppRoutes } from './router.tsx';

describe('router error screen', () => {
  afterEach(() => void setLocale('en', { reload: false }));

  it('shows the status code and text for an unknown page', async () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });

  it("writes the unknown page's status in Hindi when Hindi is chosen (issue 16, D62)", async () => {
    void setLocale('hi', { reload: false });
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByText('404 पेज नहीं मिला')).toBeTruthy();
    expect(screen.queryByText(/Not Found/)).toBeNull();
  });

  it('shows the message of a thrown error', async () => {
    // React reports the thrown error on the console; that report is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('The menu could not be drawn');
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('The menu could not be drawn')).toBeTruthy();
    consoleError.mockRestore();
  });
});
