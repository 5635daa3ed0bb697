import { useRef, type ReactNode } from 'react';
import { SELLER_PIN_LENGTH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { DigitBoxes, emptyDigits } from './digit-boxes.tsx';

/** Four empty PIN boxes. */
export const emptyPin = () => emptyDigits(SELLER_PIN_LENGTH);

/** The PIN typed in a row of boxes, or null while a box is empty. */
export const pinOf = (digits: string[]): string | null => (digits.every(Boolean) ? digits.join('') : null);

type PinFieldProps = {
  /** The field's name, shown above the boxes and the accessible name of its one input. */
  label: string;
  digits: string[];
  onChange: (digits: string[]) => void;
  onComplete?: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  autoFocus?: boolean;
  hint?: ReactNode;
};

/** One PIN in four masked digit boxes under its label (issue 13: change, setup and recovery forms). */
export function PinField({ label, digits, onChange, onComplete, inputRef, autoFocus, hint }: PinFieldProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">{label}</legend>
      <DigitBoxes
        length={SELLER_PIN_LENGTH}
        digits={digits}
        onChange={onChange}
        onComplete={onComplete}
        label={label}
        masked
        autoFocus={autoFocus}
        inputRef={inputRef}
      />
      {hint}
    </fieldset>
  );
}

/**
 * The new PIN typed twice (issue 13, D41): the new PIN, then the same again; says so under the second
 * once both are full and differ. `newPinOf` gives the agreed PIN or null.
 */
export function NewPinFields({
  newPin,
  confirm,
  onNewPin,
  onConfirm,
  autoFocus = false,
}: {
  newPin: string[];
  confirm: string[];
  onNewPin: (digits: string[]) => void;
  onConfirm: (digits: string[]) => void;
  autoFocus?: boolean;
}) {
  const confirmFirstBox = useRef<HTMLInputElement | null>(null);
  const differ = pinOf(newPin) !== null && pinOf(confirm) !== null && pinOf(newPin) !== pinOf(confirm);
  return (
    <div className="space-y-5">
      <PinField
        label={m.newPinLabel()}
        digits={newPin}
        onChange={onNewPin}
        onComplete={() => confirmFirstBox.current?.focus()}
        autoFocus={autoFocus}
      />
      <PinField
        label={m.confirmPinLabel()}
        digits={confirm}
        onChange={onConfirm}
        inputRef={(element) => {
          confirmFirstBox.current = element;
        }}
        hint={
          differ ? (
            <p role="alert" className="mt-2 text-center text-sm text-red-600">
              {m.pinsDiffer()}
            </p>
          ) : null
        }
      />
    </div>
  );
}

/** The new PIN when both rows are full and the same, else null. */
export function newPinOf(newPin: string[], confirm: string[]): string | null {
  const pin = pinOf(newPin);
  return pin !== null && pin === pinOf(confirm) ? pin : null;
}
