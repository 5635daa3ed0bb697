import { useState, type ClipboardEvent } from 'react';

type DigitBoxesProps = {
  /** How many boxes, one digit each. */
  length: number;
  /** The digits typed so far, one per box ('' for an empty box). */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The field's accessible name, e.g. 'One-time code' or 'PIN': one name for the whole row. */
  label: string;
  /** Called once the last box is filled, e.g. to move on to the next group. */
  onComplete?: () => void;
  /** Shows dots instead of digits (the PIN). */
  masked?: boolean;
  autoFocus?: boolean;
  /** Lets a parent focus the field (e.g. the seller login's PIN once the mobile is full). */
  inputRef?: (element: HTMLInputElement | null) => void;
  size?: 'small' | 'large';
  /** Autofill hint, e.g. 'one-time-code' for a texted code. */
  autoComplete?: string;
};

/** Keeps digits only: letters, spaces and signs are dropped (spec 5). */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** An empty set of boxes. */
export const emptyDigits = (length: number) => Array.from({ length }, () => '');

/** `text`'s digits as one string per box, the rest empty. */
const toBoxes = (text: string, length: number) => Array.from({ length }, (_, i) => text[i] ?? '');

/**
 * A row of single-digit boxes (spec 5: the OTP's four and the seller login's mobile and PIN) that is ONE
 * field to a screen reader and to autofill (issue 16, D60): a single numeric input, named by `label`,
 * lies over the boxes, which are only its picture (aria-hidden). Digits only; typing fills the boxes from
 * the left, Backspace empties the last one, a paste or an autofill fills them all ('+91' before a pasted
 * mobile number is dropped), and the box where the next digit goes shows the focus.
 */
export function DigitBoxes({
  length,
  digits,
  onChange,
  label,
  onComplete,
  masked = false,
  autoFocus = false,
  inputRef,
  size = 'large',
  autoComplete = 'off',
}: DigitBoxesProps) {
  const [focused, setFocused] = useState(false);
  const value = digits.join('');

  function take(text: string) {
    const next = text.slice(0, length);
    onChange(toBoxes(next, length));
    if (next.length === length && next !== value) onComplete?.();
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole number replaces what is there; '+91' before it is dropped. A part is added after it.
    take(pasted.length >= length ? pasted.slice(-length) : value + pasted);
  }

  const look = size === 'large' ? 'size-13 rounded-2xl text-2xl' : 'h-12 min-w-0 flex-1 rounded-xl text-lg';
  const caretAt = Math.min(value.length, length - 1);

  return (
    <div className={`relative flex ${size === 'large' ? 'justify-center gap-3' : 'gap-1'}`}>
      {digits.map((digit, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`${look} grid place-items-center border-2 font-bold text-ink transition-colors ${
            focused && index === caretAt ? 'border-primary bg-white ring-4 ring-primary/15' : 'border-line bg-cream'
          }`}
        >
          {digit && masked ? '•' : digit}
        </span>
      ))}
      <input
        ref={inputRef}
        aria-label={label}
        type={masked ? 'password' : 'text'}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        maxLength={length}
        value={value}
        onChange={(event) => take(onlyDigits(event.target.value))}
        onPaste={paste}
        onFocus={(event) => {
          setFocused(true);
          // The boxes fill from the left: the caret always stands after the last digit.
          event.target.setSelectionRange(value.length, value.length);
        }}
        onBlur={() => setFocused(false)}
        onSelect={(event) => {
          // A caret put between digits goes back to the end; a selection (to replace them all) stays.
          const { selectionStart, selectionEnd, value: typed } = event.currentTarget;
          if (selectionStart === selectionEnd && selectionStart !== typed.length) {
            event.currentTarget.setSelectionRange(typed.length, typed.length);
          }
        }}
        // Covers the row, so a tap on any box lands in the field; invisible, the boxes draw its value.
        className="absolute inset-0 size-full cursor-text text-base opacity-0"
      />
    </div>
  );
}
