import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { anOrder } from '../test/order-data.ts';
import { CancelledNote } from './cancelled-note.tsx';

const cancelled = (collected_by: 'cash' | 'upi' | null) =>
  anOrder({
    status: 'Cancelled',
    cancelled_by: 'seller',
    cancel_reason: 'Gas ran out',
    cancelled_at: '2026-11-26T06:00:00.000Z',
    collected_by,
    collected_at: collected_by ? '2026-11-26T05:00:00.000Z' : null,
  });

describe("a cancelled order's note", () => {
  it("tells the customer that what they paid is on their account, and the seller that it is the household's (D113)", () => {
    const { unmount } = render(<CancelledNote order={cancelled('upi')} viewer="customer" />);
    expect(screen.getByText(m.cancelledPaidToAccount())).toBeTruthy();
    unmount();
    render(<CancelledNote order={cancelled('cash')} viewer="seller" />);
    expect(screen.getByText(m.cancelledPaidToAccountSeller())).toBeTruthy();
    expect(screen.getByText(m.cancelledReason({ reason: 'Gas ran out' }))).toBeTruthy();
  });

  it('says nothing of money for an order nobody had paid', () => {
    render(<CancelledNote order={cancelled(null)} viewer="customer" />);
    expect(screen.queryByText(m.cancelledPaidToAccount())).toBeNull();
    expect(screen.getByText(m.cancelledByKitchen())).toBeTruthy();
  });
});
