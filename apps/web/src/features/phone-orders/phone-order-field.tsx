import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type FieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'ref' | 'onChange' | 'onBlur'>;

/** One labelled input of the phone order form with its message underneath (issue 14). */
export function PhoneOrderField({ label, registration, error, ...inputProps }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink outline-none placeholder:text-stone-300 focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-500/20' : 'border-line focus:border-primary focus:ring-primary/20'
        }`}
        {...registration}
        {...inputProps}
      />
      {error?.message ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
