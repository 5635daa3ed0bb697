import { X } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';

type CloseButtonProps = {
  onClick: () => void;
  /** Where it sits: 'corner' floats in the sheet's top right corner, 'inline' stands in a header row. */
  placement?: 'corner' | 'inline';
  /** 'plain' for a white sheet; 'raised' keeps it readable over a picture. */
  tone?: 'plain' | 'raised';
};

const PLACEMENT = { corner: 'absolute top-3 right-3 z-10', inline: '' } as const;
const TONE = {
  plain: 'text-muted transition-colors hover:bg-primary-soft hover:text-primary-dark',
  raised: 'bg-white/90 text-ink shadow-md',
} as const;

/**
 * The X that closes a sheet or overlay (issue 12: one for every dialog), a 44 px target named 'Close'
 * for screen readers.
 */
export function CloseButton({ onClick, placement = 'corner', tone = 'plain' }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={m.close()}
      onClick={onClick}
      className={`${PLACEMENT[placement]} grid size-11 shrink-0 place-items-center rounded-full ${TONE[tone]}`}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
