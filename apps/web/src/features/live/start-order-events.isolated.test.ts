import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { accountKeys, kitchenKeys, slotsKeys } from '../../api/query-keys.ts';
import type { openOrderEventStream } from './order-event-stream.ts';

type StreamOptions = Parameters<typeof openOrderEventStream>[0];
const opened: StreamOptions[] = [];

vi.mock('./order-event-stream.ts', () => ({
  openOrderEventStream: (options: StreamOptions) => {
    opened.push(options);
    return { close: () => undefined, reconnectNow: () => undefined };
  },
}));

const { startOrderEvents } = await import('./start-order-events.ts');

describe('the live stream refetching the kitchen and the account (issue 13, 14, 27)', () => {
  afterEach(() => {
    opened.length = 0;
  });

  it("refetches the kitchen and every day's meal slots when the seller changes the kitchen", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(kitchenKeys.all, { is_open: true });
    client.setQueryData(slotsKeys.day(), { date: '2026-11-26', slots: [] });
    client.setQueryData(slotsKeys.day('2026-11-27'), { date: '2026-11-27', slots: [] });
    const close = startOrderEvents(client, 'customer');

    opened[0]!.onKitchenChanged?.();

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(kitchenKeys.all)).toBe(true);
    expect(stale(slotsKeys.day())).toBe(true);
    expect(stale(slotsKeys.day('2026-11-27'))).toBe(true);
    close();
  });

  it('refetches the household account when it changed, and on connecting (issue 27, D99)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    client.setQueryData(accountKeys.entries(), { pages: [], pageParams: [] });
    client.setQueryData(accountKeys.statement('2026-12'), { month: '2026-12' });
    const close = startOrderEvents(client, 'customer');

    opened[0]!.onAccountChanged?.();
    expect(stale(accountKeys.entries())).toBe(true);
    expect(stale(accountKeys.statement('2026-12'))).toBe(true);

    client.setQueryData(accountKeys.entries(), { pages: [], pageParams: [] });
    expect(stale(accountKeys.entries())).toBe(false);
    opened[0]!.onConnect?.();
    expect(stale(accountKeys.entries())).toBe(true);
    close();
  });
});
