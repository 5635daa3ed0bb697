import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { m } from '@rasoi/domain/i18n/messages';
import { TextAreaField, TextField } from '../../ui/form-fields.tsx';

type HindiFieldProps = { registration: UseFormRegisterReturn; error: FieldError | undefined };

/**
 * 'Name in Hindi' (issue 16, D62): optional, what customers who read Hindi see instead of the English
 * name; typed in Hindi (`lang="hi"`, so a phone offers its Hindi keyboard and a reader its Hindi voice).
 */
export function HindiNameField({ placeholder, ...props }: HindiFieldProps & { placeholder?: string }) {
  return (
    <TextField
      label={m.nameInHindi()}
      lang="hi"
      placeholder={placeholder}
      hint={m.nameInHindiHint()}
      autoComplete="off"
      {...props}
    />
  );
}

/** 'Description in Hindi' (issue 16, D62): optional, shown instead of the English description in Hindi. */
export function HindiDescriptionField(props: HindiFieldProps) {
  return <TextAreaField label={m.descriptionInHindi()} lang="hi" {...props} />;
}
