import type { ReactNode } from 'react';
import { X } from 'lucide-react';

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
 * The sheet the login and OTP overlays share, rising from the bottom of the overlay layer: a heading,
 * a close icon and the form (spec 2 'Overlays'). Clicks inside do not reach the layer's backdrop.
 */
export function AuthSheet({ label, title, subtitle, onClose, children }: AuthSheetProps) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClick={(event) => event.stopPropagation()}
      className="relative w-full max-w-md rounded-t-3xl bg-white px-6 pt-7 pb-[calc(2rem+env(safe-area-inset-bottom))] shadow-2xl shadow-black/20"
    >
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-primary-soft hover:text-primary-dark"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
      <h2 className="pr-10 font-display text-2xl font-bold text-ink">
        {title}
      </h2>
      {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
