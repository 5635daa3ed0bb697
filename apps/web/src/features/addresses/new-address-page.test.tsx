import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useAuth } from '../../lib/session-store.ts';
import { NewAddressPage } from './new-address-page.tsx';

const valid: Record<string, string> = {
  'Receiver name': 'Asha Verma',
  'Receiver phone': '9876543210',
  'Flat number / Building name': 'B-1204',
  'Tower Number': 'Tower 7',
  Society: 'Gaur Green Avenue',
  Locality: 'Indirapuram',
  Pincode: '201009',
};

function fillAndSave(overrides: Record<string, string>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NewAddressPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
}

describe('add-address form (spec 5)', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    useAuth.setState({ token: 'test-token' });
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchSpy.mockReset();
  });

  it("says 'Not serviceable in your area' under the pincode for 201010 and saves nothing", async () => {
    fillAndSave({ Pincode: '201010' });
    expect(await screen.findByText('Not serviceable in your area')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Invalid phone number' for a 9-digit phone", async () => {
    fillAndSave({ 'Receiver phone': '987654321' });
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names every missing field at once', async () => {
    fillAndSave({ Society: '', Pincode: '201010' });
    expect(await screen.findByText('Society is required')).toBeTruthy();
    expect(screen.getByText('Not serviceable in your area')).toBeTruthy();
  });
});
