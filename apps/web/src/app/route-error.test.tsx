import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteError } from './route-error.tsx';

describe('router error screen', () => {
  it('shows the status code and text for an unknown page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>home</p>, errorElement: <RouteError /> }], {
      initialEntries: ['/no-such-page'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });

  it('shows the message of a thrown error', async () => {
    // React reports the thrown error on the console; that report is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('The menu could not be drawn');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('The menu could not be drawn')).toBeTruthy();
    consoleError.mockRestore();
  });
});
