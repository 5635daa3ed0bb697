import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

type DialogProps = {
  /** 'sheet' rises from the bottom edge across the app's column; 'card' sits in the middle of the screen. */
  variant?: 'sheet' | 'card';
  /** The accessible name, when no element inside names the dialog. */
  label?: string;
  /** Id of the element inside that names the dialog. */
  labelledBy?: string;
  /** 'alertdialog' for an interruption that wants an answer (the seller's new-order alert). */
  role?: 'dialog' | 'alertdialog';
  /** Asked to close: Escape or a tap on the backdrop (when dismissible), or a close button inside. */
  onClose: () => void;
  /** False for overlays that run their own timer (thank-you, coupon): Escape and the backdrop leave them open. */
  dismissible?: boolean;
  /** False for a dialog that covers the whole screen itself (the splash): no dimmed backdrop behind it. */
  backdrop?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** Where the dialog sits; the panel inside (a child) draws the white surface, its corners and shadow. */
const VARIANT = {
  sheet: 'mx-auto mt-auto mb-0 w-full max-w-md',
  card: 'm-auto w-full max-w-sm px-4',
} as const;

/** Everything inside `root` a keyboard can reach, in tab order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

/**
 * The one dialog and bottom-sheet primitive (issue 12, D38): a native `<dialog>` opened with showModal(),
 * so the page behind is inert and Escape asks to close. It keeps Tab and Shift+Tab inside (they wrap from
 * the last control to the first and back, where a bare `<dialog>` would let focus leave for the browser's
 * own bar), closes on a tap on the backdrop, locks the page's scrolling, and gives focus back to the
 * element that had it (the opener) when it goes. It is mounted open: to close it, stop rendering it.
 */
export function Dialog({
  variant = 'sheet',
  label,
  labelledBy,
  role = 'dialog',
  onClose,
  dismissible = true,
  backdrop = true,
  className = '',
  style,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The content mounts once the dialog is open, so an autoFocus control inside really gets the focus
  // (a closed <dialog> is not rendered, and showModal() would move the focus again).
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the content must mount after showModal(), before paint
    setOpen(true);
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      // Back to the opener, unless another dialog took over (login -> OTP keeps the focus in the next one).
      if (opener?.isConnected && !document.querySelector('dialog[open]')) opener.focus();
    };
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const controls = tabbables(event.currentTarget);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The click is the backdrop tap (keyboards have Escape, the `cancel` event) and the keydown keeps Tab
    // inside: neither is a control of its own for the rule to ask a role of.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-modal="true"
      style={style}
      onCancel={(event) => {
        // Escape: the dialog closes when its owner stops rendering it, so the URL and the view agree.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        // The browser may close a dialog itself (a second Escape without a tap in between): put a pinned
        // one back, let its owner know about any other.
        const dialog = ref.current;
        if (!dialog || dialog.open) return;
        if (dismissible) onClose();
        else dialog.showModal();
      }}
      onClick={(event) => {
        // The dialog has no padding of its own: a click on the <dialog> itself is a tap on the backdrop.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepFocusInside}
      className={`max-h-none overflow-visible border-0 bg-transparent p-0 text-ink outline-none ${backdrop ? 'backdrop:bg-stone-950/60 backdrop:animate-fade-in' : 'backdrop:bg-transparent'} ${VARIANT[variant]} ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}
