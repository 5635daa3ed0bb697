import type { ComponentProps } from 'react';

/** The spec's button variants (spec 9): secondary outlined, tertiary filled with an orange border,
 * default filled primary; disabled is grey with a not-allowed cursor. */
export type ButtonVariant = 'default' | 'secondary' | 'tertiary';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  default: 'bg-primary text-white hover:bg-primary-dark',
  secondary: 'border-2 border-primary text-primary bg-white',
  tertiary: 'bg-primary-soft text-primary-dark border-2 border-accent',
};

// ComponentProps, not ButtonHTMLAttributes: it carries `ref` (a plain prop in React 19), for ShowMore's focus.
type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; block?: boolean };

/** A button of at least 44 px height in one of the spec's variants. */
export function Button({ variant = 'default', block = false, className = '', disabled, ...props }: ButtonProps) {
  const look = disabled ? 'bg-stone-300 text-stone-500 cursor-not-allowed' : VARIANT_CLASSES[variant];
  return (
    <button
      type="button"
      disabled={disabled}
      className={`min-h-11 rounded-xl px-4 py-2.5 font-semibold transition-colors ${look} ${block ? 'w-full' : ''} ${className}`}
      {...props}
    />
  );
}
