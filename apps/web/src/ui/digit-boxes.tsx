import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

type DigitBoxesProps = {
  /** How many boxes, one digit each. */
  length: number;
  /** The digits typed so far, one per box ('' for an empty box). */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Accessible name of box i (1-based), e.g. 'Mobile digit 3'. */
  boxLabel: (position: number) => string;
  /** Called once the last box is filled, e.g. to move on to the next group. */
  onComplete?: () => void;
  /** Shows dots instead of digits (the PIN). */
  masked?: boolean;
  autoFocus?: boolean;
  /** Lets a parent focus the first box. */
  firstBoxRef?: (element: HTMLInputElement | null) => void;
  size?: 'small' | 'large';
  /** Autofill hint of the first box, e.g. 'one-time-code' for a texted code. */
  autoComplete?: string;
};

/** Keeps digits only: letters, spaces and signs are dropped (spec 5). */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** An empty set of boxes. */
export const emptyDigits = (length: number) => Array.from({ length }, () => '');

/**
 * A row of single-digit boxes (spec 5: the OTP's four and the seller login's mobile and PIN): digits only, focus moves to the next box after a
 * digit, Backspace on an empty box goes back, and a paste (or autofill) fills the boxes from there.
 */
export function DigitBoxes({
  length,
  digits,
  onChange,
  boxLabel,
  onComplete,
  masked = false,
  autoFocus = false,
  firstBoxRef,
  size = 'large',
  autoComplete = 'off',
}: DigitBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Writes digits from `index` on and moves focus past them. */
  function fillFrom(index: number, text: string) {
    const incoming = onlyDigits(text).slice(0, length - index);
    if (!incoming) return;
    const next = [...digits];
    for (let i = 0; i < incoming.length; i++) next[index + i] = incoming[i] as string;
    onChange(next);
    const end = index + incoming.length;
    if (end >= length && next.every(Boolean)) onComplete?.();
    else focusBox(end);
  }

  function change(index: number, value: string) {
    if (value === '') {
      onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // A box already holding a digit receives the old and the new one: keep what was typed last.
    const current = digits[index] ?? '';
    const typed = value.length === 2 && current && value.startsWith(current) ? value.slice(1) : value;
    fillFrom(index, typed);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole number fills every box whichever box had focus; '+91' before it is dropped.
    const whole = pasted.length > length ? pasted.slice(-length) : pasted;
    fillFrom(whole.length >= length ? 0 : index, whole);
  }

  const look = size === 'large' ? 'size-13 rounded-2xl text-2xl' : 'h-12 w-0 min-w-0 flex-1 rounded-xl text-lg';

  return (
    <div className={`flex ${size === 'large' ? 'justify-center gap-3' : 'gap-1'}`}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) firstBoxRef?.(element);
          }}
          aria-label={boxLabel(index + 1)}
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          size={1}
          pattern="[0-9]*"
          autoComplete={index === 0 ? autoComplete : 'off'}
          autoFocus={autoFocus && index === 0}
          maxLength={index === 0 ? length : 2}
          value={digit}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          onFocus={(event) => event.target.select()}
          className={`${look} border-2 border-line bg-cream text-center font-bold text-ink caret-primary outline-none transition-colors focus:border-primary focus:bg-white focus:ring-4 focus:ring-primary/15`}
        />
      ))}
    </div>
  );
}
