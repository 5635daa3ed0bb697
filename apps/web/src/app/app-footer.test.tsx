import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { kitchenKeys } from '../api/query-keys.ts';
import { kitchenData } from '../test/kitchen-data.ts';
import { AppFooter } from './app-footer.tsx';

/** The footer as the app shows it: inside the query client, the kitchen already answered. */
function renderFooter(kitchen: KitchenData = kitchenData()) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(kitchenKeys.all, kitchen);
  render(
    <QueryClientProvider client={client}>
      <AppFooter />
    </QueryClientProvider>,
  );
}

describe('the footer', () => {
  it("shows the release's version from the root package.json (issue 13: one place raises it)", () => {
    renderFooter();
    expect(screen.getByText(`v${rootPackage.version}`)).toBeTruthy();
  });

  it("shows the kitchen's call link and FSSAI number once the seller set them (issue 13, D40)", async () => {
    renderFooter(kitchenData({ support_phone: '9876543210', fssai_licence: '12345678901234' }));
    const call = await screen.findByRole('link', { name: /Call the kitchen/ });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByText('FSSAI Lic. No. 12345678901234')).toBeTruthy();
  });

  it('shows no call link while no phone is set', () => {
    renderFooter();
    expect(screen.queryByRole('link', { name: /Call the kitchen/ })).toBeNull();
  });
});
