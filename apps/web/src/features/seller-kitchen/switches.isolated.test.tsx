import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import { kitchenKeys } from '../../api/query-keys.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { KitchenSwitch } from './kitchen-switch.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';

function renderKitchenSwitch(isOpen: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(kitchenKeys.all, kitchenData({ is_open: isOpen }));
  render(
    <QueryClientProvider client={client}>
      <KitchenSwitch />
    </QueryClientProvider>,
  );
}

describe('switches say what they are and their state (issue 16, D60)', () => {
  beforeEach(() => {
    // The cache answers; a stray call never settles.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("the kitchen's switch is named 'Kitchen open' and checked while OPEN shows", () => {
    renderKitchenSwitch(true);
    expect(screen.getByText(m.open())).toBeTruthy();
    expect(screen.getByRole('switch', { name: m.kitchenOpen() }).getAttribute('aria-checked')).toBe('true');
  });

  it("keeps the name 'Kitchen open', unchecked, while CLOSED shows", () => {
    renderKitchenSwitch(false);
    expect(screen.getByText(m.closed())).toBeTruthy();
    const kitchen = screen.getByRole('switch', { name: m.kitchenOpen() });
    expect(kitchen.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('switch', { name: new RegExp(m.closed(), 'i') })).toBeNull();
  });

  it.each([
    [true, false],
    [false, true],
  ])('a tap on the kitchen switch while open=%s asks for open=%s, not a flip (D77)', async (isOpen, wanted) => {
    renderKitchenSwitch(isOpen);
    fireEvent.click(screen.getByRole('switch', { name: m.kitchenOpen() }));
    const fetch = vi.mocked(globalThis.fetch);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/kitchen/close');
    expect((fetch.mock.calls[0]![1] as RequestInit).body).toBe(JSON.stringify({ is_open: wanted }));
  });

  it("a row's switch is named by its word and its item, and its state flips with a tap", () => {
    const onChange = vi.fn();
    const { rerender } = render(<ToggleSwitch label={m.shown()} of="Paneer Tikka" checked onChange={onChange} />);
    const shown = screen.getByRole('switch', { name: `${m.shown()}: Paneer Tikka` });
    expect(shown.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(shown);
    expect(onChange).toHaveBeenCalledWith(false);
    rerender(<ToggleSwitch label={m.shown()} of="Paneer Tikka" checked={false} onChange={onChange} />);
    expect(screen.getByRole('switch', { name: `${m.shown()}: Paneer Tikka` }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });
});
