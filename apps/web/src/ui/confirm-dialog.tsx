import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type ConfirmDialogProps = {
  title: string;
  body?: ReactNode;
  /** The safe answer: it has the focus first, and Escape or a tap outside means it too. */
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Red confirm button, for what cannot be undone (deleting). */
  danger?: boolean;
  /** Confirm is disabled while its request runs. */
  busy?: boolean;
};

/**
 * A question that wants an answer before anything changes ('Replace your cart?', 'Delete this thali?'):
 * an alertdialog card on the one Dialog (issue 16, D60), so the focus moves in to the safe answer, stays
 * inside, Escape cancels, and the focus goes back to the button that asked.
 */
export function ConfirmDialog({
  title,
  body,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  danger = false,
  busy = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog variant="card" role="alertdialog" labelledBy={titleId} onClose={onCancel}>
      <div className="animate-rise rounded-3xl bg-white p-5 shadow-2xl shadow-black/30">
        <h2 id={titleId} className="font-display text-xl font-bold text-ink">
          {title}
        </h2>
        {body ? <p className="mt-1 text-sm text-muted">{body}</p> : null}
        <div className="mt-5 flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          {danger ? (
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className="min-h-11 flex-1 rounded-xl bg-red-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-red-800 disabled:opacity-60"
            >
              {confirmLabel}
            </button>
          ) : (
            <Button className="flex-1" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
