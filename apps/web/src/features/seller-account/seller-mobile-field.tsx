import type { ComponentProps } from 'react';
import { PHONE_DIGITS, PHONE_PREFIX } from '@rasoi/domain/constants';
import { DigitBoxes } from '../../ui/digit-boxes.tsx';
import { m } from '@rasoi/domain/i18n/messages';

type SellerMobileFieldProps = Pick<ComponentProps<typeof DigitBoxes>, 'onComplete' | 'autoFocus'> & {
  /** The ten digits typed so far, one string per box. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Locks the boxes (the PIN reset once its code is sent). */
  disabled?: boolean;
  className?: string;
};

/**
 * The kitchen's mobile number in ten digit boxes under the '+91' legend, as the seller login and the
 * PIN reset (issue 13, D41) ask for it (spec 5).
 */
export function SellerMobileField({ digits, onChange, disabled, className, ...boxes }: SellerMobileFieldProps) {
  return (
    <fieldset className={`min-w-0 ${className ?? ''}`} disabled={disabled}>
      <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-semibold text-ink">
        {m.mobileNumber()} <span className="font-normal text-muted">{PHONE_PREFIX}</span>
      </legend>
      <DigitBoxes
        size="small"
        length={PHONE_DIGITS}
        digits={digits}
        onChange={onChange}
        label={m.mobileNumber()}
        {...boxes}
      />
    </fieldset>
  );
}
