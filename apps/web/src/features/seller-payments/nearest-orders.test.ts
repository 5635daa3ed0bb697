import { describe, expect, it } from 'vitest';
import type { AwaitedTopUp, AwaitedUpiPayment } from '@rasoi/domain/payments-to-match';
import { nearestChoices, nearestOrders, sameAs } from './nearest-orders.ts';

const order = (id: string, asked: number, bill: number, openedAt: string): AwaitedUpiPayment => ({
  order_id: id,
  amount_paise: asked,
  bill_paise: bill,
  opened_at: openedAt,
});

const awaited = [
  order('far', 15000, 15000, '2026-12-02T13:00:00.000Z'),
  order('bill-near', 23998, 24000, '2026-12-02T13:10:00.000Z'),
  order('asked-near', 24049, 24100, '2026-12-02T13:20:00.000Z'),
  order('older-tie', 24050, 24100, '2026-12-02T12:00:00.000Z'),
];

describe('the orders a payment most likely paid (docs/decisions/0102)', () => {
  it('puts a credit beside the orders whose asked amount or bill is nearest, the longest waiting first on a tie', () => {
    const sorted = nearestOrders({ amount_paise: 24000, received_at: '2026-12-02T14:00:00.000Z' }, awaited);
    expect(sorted.map((each) => each.order_id)).toEqual(['bill-near', 'asked-near', 'older-tie', 'far']);
    const tie = nearestOrders({ amount_paise: 24100, received_at: '2026-12-02T14:00:00.000Z' }, awaited);
    expect(tie.map((each) => each.order_id)).toEqual(['older-tie', 'asked-near', 'bill-near', 'far']);
  });

  it('puts an unread SMS, which names no amount, beside the orders that began waiting nearest its time', () => {
    const sorted = nearestOrders({ amount_paise: null, received_at: '2026-12-02T13:12:00.000Z' }, awaited);
    expect(sorted.map((each) => each.order_id)).toEqual(['bill-near', 'asked-near', 'far', 'older-tie']);
    expect(awaited[0]!.order_id).toBe('far');
  });

  it('says when a credit is exactly the amount asked or the bill', () => {
    expect(sameAs(awaited[1]!, 23998)).toBe('asked');
    expect(sameAs(awaited[1]!, 24000)).toBe('bill');
    expect(sameAs(awaited[1]!, 23999)).toBeNull();
    expect(sameAs(awaited[1]!, null)).toBeNull();
  });
});

describe("a credit's choices, orders and households' top-ups together (D99, docs/decisions/0102)", () => {
  const topUp = (id: string, asked: number, chosen: number, openedAt: string): AwaitedTopUp => ({
    request_id: id,
    user_id: `user-${id}`,
    mobile: '9876543210',
    amount_paise: asked,
    bill_paise: chosen,
    opened_at: openedAt,
    expires_at: openedAt,
  });
  const topUps = [
    topUp('topup-far', 50037, 50000, '2026-12-02T09:00:00.000Z'),
    topUp('topup-exact', 24000, 24000, '2026-12-02T13:30:00.000Z'),
  ];
  const credit = { amount_paise: 24000, received_at: '2026-12-02T14:00:00.000Z' };

  it('keeps the nearest few of both kinds, each kind nearest first, and counts them all', () => {
    const few = nearestChoices(credit, awaited, topUps, false);
    expect(few.orders.map((each) => each.order_id)).toEqual(['bill-near', 'asked-near']);
    expect(few.topUps.map((each) => each.request_id)).toEqual(['topup-exact']);
    expect(few.total).toBe(6);
    const all = nearestChoices(credit, awaited, topUps, true);
    expect(all.orders).toHaveLength(4);
    expect(all.topUps.map((each) => each.request_id)).toEqual(['topup-exact', 'topup-far']);
  });

  it('offers an unread SMS no top-up: it names no amount to add', () => {
    const unread = nearestChoices({ ...credit, amount_paise: null }, awaited, topUps, true);
    expect(unread.topUps).toEqual([]);
    expect(unread.total).toBe(4);
  });

  it("says when a credit is exactly a top-up's ask or the amount chosen", () => {
    expect(sameAs(topUps[0]!, 50037)).toBe('asked');
    expect(sameAs(topUps[0]!, 50000)).toBe('bill');
  });
});
