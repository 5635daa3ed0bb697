/**
 * The labelled form fields every form of the app uses (react-hook-form registrations): the label above,
 * a hint and the field's message under the box, tied to it by aria-describedby and aria-invalid.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type Shared = { label: string; registration: UseFormRegisterReturn; error: FieldError | undefined };

const control = (error: FieldError | undefined) =>
  `w-full rounded-xl border bg-white px-4 text-base text-ink outline-none transition-colors placeholder:text-stone-300 focus:ring-2 ${
    error ? 'border-red-500 focus:ring-red-500/20' : 'border-line focus:border-primary focus:ring-primary/20'
  }`;

function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, error: FieldError | undefined, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
});

/**
 * A labelled text input with its message underneath (the server's rules, spec 5 / issue 3), and an
 * optional hint under the box (issue 13); `fieldClassName` places the whole field in its layout. Used by
 * every form of the app: the address form, the seller's catalogue and settings, the slot plan, phone orders.
 */
export function TextField({
  label,
  registration,
  error,
  hint,
  fieldClassName,
  ...props
}: Shared & { hint?: string; fieldClassName?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <input
        id={id}
        className={`min-h-12 ${control(error)}`}
        {...described(id, error, hint)}
        {...registration}
        {...props}
      />
    </FieldShell>
  );
}

/** A price in whole rupees, typed freely and checked by the shared schema. */
export function PriceField({ label, registration, error }: Shared) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 font-semibold text-muted"
          aria-hidden="true"
        >
          ₹
        </span>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          className={`min-h-12 pl-9 ${control(error)}`}
          {...described(id, error)}
          {...registration}
        />
      </div>
    </FieldShell>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  registration,
  error,
  ...props
}: Shared & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={3}
        className={`py-3 ${control(error)}`}
        {...described(id, error)}
        {...registration}
        {...props}
      />
    </FieldShell>
  );
}

/**
 * A labelled dropdown, with a 'Choose…' first option when `placeholder` is given (none for a choice that
 * always has a value); an option's `lang` marks a name written in its own language for a screen reader.
 */
export function SelectField({
  label,
  registration,
  error,
  options,
  placeholder,
  hint,
  ...props
}: Shared & {
  options: readonly { value: string; label: string; lang?: string }[];
  placeholder?: string;
  hint?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={`min-h-12 ${control(error)}`}
        {...described(id, error, hint)}
        {...registration}
        {...props}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
