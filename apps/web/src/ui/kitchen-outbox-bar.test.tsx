import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { ApiError } from '../api/client.ts';
import { KitchenOutbox, type FailedChange, type KitchenChange, type OutboxStore } from '../api/kitchen-outbox.ts';
import { expectNameStartsWithVisibleText } from '../test/label-in-name.ts';
import { KitchenOutboxBar } from './kitchen-outbox-bar.tsx';

/** An outbox over memory whose server refuses order 'order-ab12''s move and cannot be reached for the rest. */
function refusingOutbox() {
  let waiting: KitchenChange[] = [];
  let failed: FailedChange[] = [];
  const store: OutboxStore = {
    waiting: async () => [...waiting],
    failed: async () => [...failed],
    add: async (change) => void waiting.push(change),
    settle: async (key, failure) => {
      waiting = waiting.filter((change) => change.key !== key);
      if (failure) failed.push(failure);
    },
    dismiss: async (key) => {
      failed = failed.filter((failure) => failure.change.key !== key);
    },
  };
  return new KitchenOutbox({
    store,
    send: async (change) => {
      if (change.kind === 'status') throw new ApiError(409, 'refused');
      throw new ApiError(0, 'offline');
    },
    explain: async () => m.notSentCustomerCancelled(),
    isOnline: () => true,
    schedule: () => () => undefined,
  });
}

async function withChanges() {
  const outbox = refusingOutbox();
  await outbox.add({ kind: 'status', key: 'k1', queuedAt: 1, orderId: 'order-ab12', status: 'Out For Delivery' });
  await outbox.flush();
  await outbox.add({ kind: 'collect', key: 'k2', queuedAt: 2, orderId: 'order-cd34', method: 'cash' });
  await outbox.add({ kind: 'phone', key: 'k3', queuedAt: 3, body: { mobile: '9811155566' } as never });
  await outbox.flush();
  return outbox;
}

describe('the kitchen outbox bar (D115)', () => {
  afterEach(() => {
    void setLocale('en', { reload: false });
  });

  it('shows nothing while nothing waits or failed', () => {
    const { container } = render(<KitchenOutboxBar outbox={refusingOutbox()} />);
    expect(container.innerHTML).toBe('');
  });

  it('counts the changes waiting and says which could not be sent and why; Dismiss takes it away', async () => {
    const outbox = await withChanges();
    render(<KitchenOutboxBar outbox={outbox} />);
    expect(screen.getByRole('status').textContent).toContain('2 changes waiting to be sent');
    const notSent = screen.getByRole('region', { name: 'Could not send' });
    expect(notSent.textContent).toContain('Could not send: #ab12 Out For Delivery — the customer cancelled it');
    const dismiss = screen.getByRole('button', { name: 'Dismiss #ab12' });
    expectNameStartsWithVisibleText(dismiss);
    // A native button: in the tab order, and Enter or Space presses it.
    expect(dismiss.tagName).toBe('BUTTON');
    fireEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Could not send' })).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('2 changes waiting to be sent');
  });

  it('speaks Hindi', async () => {
    void setLocale('hi', { reload: false });
    const outbox = await withChanges();
    render(<KitchenOutboxBar outbox={outbox} />);
    expect(screen.getByRole('status').textContent).toContain('2 बदलाव भेजे जाने बाकी हैं');
    expect(screen.getByRole('region', { name: 'भेजा नहीं जा सका' }).textContent).toContain(
      'भेजा नहीं जा सका: #ab12 डिलीवरी के लिए निकला — ग्राहक ने इसे रद्द कर दिया',
    );
    expectNameStartsWithVisibleText(screen.getByRole('button', { name: 'हटाएँ #ab12' }));
  });
});
