import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { KitchenData } from '@rasoi/domain/api';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
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

/** The server as the form meets it: GET /kitchen with these pincodes; any other call is recorded. */
function serveKitchen(pincodes: string[], societies: KitchenData['societies'] = []) {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/kitchen') && (init?.method ?? 'GET') === 'GET') {
        const data = kitchenData({ serviceable_pincodes: pincodes, societies });
        return new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
      }
      writes.push(`${init?.method} ${url}`);
      return new Response(JSON.stringify({ status: 'error', data: 'not in this test' }), { status: 500 });
    }),
  );
  return writes;
}

async function fillAndSave(overrides: Record<string, string>) {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NewAddressPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The form knows the kitchen's pincodes once it has answered.
  await screen.findByText(/We currently deliver in pincode/);
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
  return view;
}

describe('add-address form (spec 5)', () => {
  let writes: string[];
  beforeEach(() => {
    useAuth.setState({ token: 'test-token' });
    writes = serveKitchen(['201009']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says 'Not serviceable in your area' under the pincode for 201010 and saves nothing", async () => {
    await fillAndSave({ Pincode: '201010' });
    expect(await screen.findByText('Not serviceable in your area')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("says 'Invalid phone number' for a 9-digit phone", async () => {
    await fillAndSave({ 'Receiver phone': '987654321' });
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('names every missing field at once', async () => {
    await fillAndSave({ Society: '', Pincode: '201010' });
    expect(await screen.findByText('Society is required')).toBeTruthy();
    expect(screen.getByText('Not serviceable in your area')).toBeTruthy();
  });

  it("follows the kitchen's own pincodes from GET /kitchen, not a copy in the web app", async () => {
    vi.unstubAllGlobals();
    writes = serveKitchen(['110001', '110002']);
    const { unmount } = await fillAndSave({ Pincode: '201009' });
    expect(screen.getByText('We currently deliver in pincode 110001, 110002.')).toBeTruthy();
    expect(await screen.findByText('Not serviceable in your area')).toBeTruthy();
    expect(writes).toEqual([]);
    unmount();

    await fillAndSave({ Pincode: '110002' });
    await waitFor(() => expect(writes).toEqual(['POST /api/v1/address']));
    expect(screen.queryByText('Not serviceable in your area')).toBeNull();
  });

  it("offers the kitchen's societies, then the chosen society's towers, as choices (issue 13)", async () => {
    vi.unstubAllGlobals();
    serveKitchen(
      ['201009'],
      [
        { name: 'Green Meadows', towers: ['A', 'B'] },
        { name: 'Sky Heights', towers: ['T1'] },
      ],
    );
    await fillAndSave({ Society: 'sky heights' });
    const choices = (label: string) => {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      return [...(input.list?.options ?? [])].map((option) => option.value);
    };
    expect(choices('Society')).toEqual(['Green Meadows', 'Sky Heights']);
    expect(choices('Tower Number')).toEqual(['T1']);
  });
});
