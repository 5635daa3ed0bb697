import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { CloseButton } from './close-button.tsx';

type BottomSheetProps = {
  /** Id of the heading, for the dialog's accessible name. */
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** Height as a share of the viewport, e.g. 80 (spec 9 'Overlay heights'); omitted: fits its content. */
  heightVh?: number;
  /** Pinned below the scrolling body, e.g. the sheet's main action. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A sheet rising from the bottom of the screen, with a heading and a close icon that only closes: a
 * Dialog (dialog.tsx), so Escape and a tap outside close it too, and the focus stays inside.
 */
export function BottomSheet({ titleId, title, onClose, heightVh, footer, children }: BottomSheetProps) {
  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      <div
        style={heightVh ? { height: `${heightVh}vh` } : undefined}
        className="relative flex w-full flex-col rounded-t-3xl bg-white shadow-2xl shadow-black/20 transition-[height] duration-300"
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 pt-4 pb-3">
          <h2 id={titleId} className="font-display text-xl font-bold text-ink">
            {title}
          </h2>
          <CloseButton onClick={onClose} placement="inline" />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-3">{children}</div>
        {footer ? (
          <div className="border-t border-line px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">{footer}</div>
        ) : null}
      </div>
    </Dialog>
  );
}
