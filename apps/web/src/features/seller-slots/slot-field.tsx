import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type SlotFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/**
 * A labelled box of the weekly plan editor (issue 14) with the domain's message under it, tied to the
 * box by aria-describedby and marked aria-invalid, so a screen reader hears what to fix.
 */
export function SlotField({ label, registration, error, className = '', ...props }: SlotFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error?.message ? `${id}-error` : undefined}
        className={`min-h-12 w-full rounded-xl border bg-white px-3 text-base text-ink outline-none transition-colors focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-500/20' : 'border-line focus:border-primary focus:ring-primary/20'
        }`}
        {...registration}
        {...props}
      />
      {error?.message ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
