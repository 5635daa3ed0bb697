import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog.tsx';

function ask(busy = false) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      title="Delete Paneer Thali?"
      body="It goes for good."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { onCancel, onConfirm };
}

describe('a confirmation (issue 16, D60)', () => {
  it('is an alert dialog named by its question, with the focus on the safe answer', () => {
    ask();
    expect(screen.getByRole('alertdialog', { name: 'Delete Paneer Thali?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).matches(':focus')).toBe(true);
  });

  it('Escape cancels, and the confirm button confirms', () => {
    const { onCancel, onConfirm } = ask();
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice while its request runs', () => {
    const { onConfirm } = ask(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
