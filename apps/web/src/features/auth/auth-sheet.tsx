import type { ReactNode } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { CloseButton } from '../../ui/close-button.tsx';

type AuthSheetProps = {
  /**
   * The dialog's accessible name. Kept apart from the heading so the heading 'Mobile Number' does not
   * also label the dialog and collide with the input's own label.
   */
  label: string;
  title: string;
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The sheet the login and OTP overlays share, rising from the bottom of the screen: a heading, a close
 * icon and the form (spec 2 'Overlays'), in the one Dialog (ui/dialog.tsx).
 */
export function AuthSheet({ label, title, subtitle, onClose, children }: AuthSheetProps) {
  return (
    <Dialog label={label} onClose={onClose}>
      <div className="relative w-full max-w-md rounded-t-3xl bg-white px-6 pt-7 pb-[calc(2rem+env(safe-area-inset-bottom))] shadow-2xl shadow-black/20">
        <CloseButton onClick={onClose} />
        <h2 className="pr-10 font-display text-2xl font-bold text-ink">{title}</h2>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </Dialog>
  );
}
