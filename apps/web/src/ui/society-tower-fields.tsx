import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { Society } from '@rasoi/domain/kitchen-settings';
import { m } from '@rasoi/domain/i18n/messages';
import { TextField } from './form-fields.tsx';

type Props = {
  /** The kitchen's societies with their towers (GET /kitchen, issue 13). */
  societies: readonly Society[];
  /** The society typed so far: its towers are offered. */
  society: string;
  registrations: { society: UseFormRegisterReturn; tower: UseFormRegisterReturn };
  errors: { society: FieldError | undefined; tower: FieldError | undefined };
  /** What the empty boxes say when there are choices ('Choose your society' / 'Choose the society'). */
  placeholders: { society: string; tower: string };
};

/**
 * The society and tower boxes of an address (issue 13): the kitchen's societies, and the towers of the
 * society typed, offered as choices (a datalist), typing another still possible. Used by the customer's
 * address form and the seller's phone order (issue 14).
 */
export function SocietyTowerFields({ societies, society, registrations, errors, placeholders }: Props) {
  const towers = societies.find((known) => known.name.toLowerCase() === society.trim().toLowerCase())?.towers ?? [];
  const societyListId = useId();
  const towerListId = useId();
  return (
    <>
      <TextField
        label={m.societyLabel()}
        list={societies.length ? societyListId : undefined}
        placeholder={societies.length ? placeholders.society : undefined}
        registration={registrations.society}
        error={errors.society}
      />
      <TextField
        label={m.towerNumber()}
        list={towers.length ? towerListId : undefined}
        placeholder={towers.length ? placeholders.tower : undefined}
        registration={registrations.tower}
        error={errors.tower}
      />
      <datalist id={societyListId}>
        {societies.map((known) => (
          <option key={known.name} value={known.name} />
        ))}
      </datalist>
      <datalist id={towerListId}>
        {towers.map((tower) => (
          <option key={tower} value={tower} />
        ))}
      </datalist>
    </>
  );
}
