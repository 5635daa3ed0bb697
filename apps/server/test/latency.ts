import type { Order } from '@rasoi/domain/api';
import type { TestCustomer } from './orders.ts';
import type { SseEvent, SseStream } from './sse-client.ts';

/** One measured order: from the POST leaving the client to the event reaching a stream. */
export type Delay = { sinceSent: number; sinceAnswer: number };

/**
 * Places `count` orders one after another through `origin` over real HTTP and measures, for each,
 * how long after the POST was sent (and after its answer arrived) its `order.created` event reached
 * `stream`. A negative `sinceAnswer` means the event came before the answer.
 */
export async function measureOrderDelays(options: {
  origin: string;
  customer: Pick<TestCustomer, 'token' | 'addressId'>;
  mealId: string;
  stream: SseStream;
  count: number;
}): Promise<Delay[]> {
  const { origin, customer, mealId, stream, count } = options;
  const delays: Delay[] = [];
  for (let i = 0; i < count; i += 1) {
    const sentAt = performance.now();
    const response = await fetch(`${origin}/api/v1/order/create-cod-order`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ meals: [{ meal_id: mealId, quantity: 2 }], address: customer.addressId }),
    });
    const answeredAt = performance.now();
    if (response.status !== 201) throw new Error(`order failed with ${response.status}`);
    const order = ((await response.json()) as { data: { order: Order } }).data.order;
    const event = await stream.next({ match: (e: SseEvent) => e.data.includes(order._id), timeoutMs: 1000 });
    delays.push({ sinceSent: event.receivedAt - sentAt, sinceAnswer: event.receivedAt - answeredAt });
  }
  return delays;
}

/** 'first 12.3 ms, median 4.5 ms, max 12.3 ms' over the delays since the POST was sent, and since its answer. */
export function describeDelays(delays: Delay[]): string {
  const line = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return `first ${values[0]!.toFixed(1)} ms, median ${median.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
  };
  return (
    `since the POST was sent: ${line(delays.map((d) => d.sinceSent))}; ` +
    `since its answer: ${line(delays.map((d) => d.sinceAnswer))} (${delays.length} orders)`
  );
}
