import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { hindiTextsBodySchema, type HindiTextsBody } from '@rasoi/domain/catalogue';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { HindiDescriptionField, HindiNameField } from './hindi-fields.tsx';

type HindiTextsDialogProps = {
  /** The saved thali or dish: its English name (the title) and its Hindi texts so far. */
  item: { name: string; name_hi: string | null; description_hi: string | null };
  /** Sends the texts (null for none); the dialog stays open until the owner stops rendering it. */
  onSave: (texts: HindiTextsBody) => void;
  onClose: () => void;
  busy: boolean;
};

/**
 * The seller's 'Hindi' form for a saved thali or dish (issue 16, D62): its name and description in Hindi,
 * as saved, to change or empty (emptied: customers see the English). Checked by the server's own rules;
 * Save sends both, Cancel or Escape changes nothing.
 */
export function HindiTextsDialog({ item, onSave, onClose, busy }: HindiTextsDialogProps) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof hindiTextsBodySchema>, unknown, HindiTextsBody>({
    resolver: zodResolver(hindiTextsBodySchema),
    defaultValues: { name_hi: item.name_hi ?? '', description_hi: item.description_hi ?? '' },
  });
  return (
    <Dialog variant="card" labelledBy={titleId} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit(onSave)}
        className="animate-rise space-y-4 rounded-3xl bg-white p-5 shadow-2xl shadow-black/30"
      >
        <h2 id={titleId} className="font-display text-xl font-bold text-ink">
          {m.hindiTextsOf({ name: item.name })}
        </h2>
        <HindiNameField registration={register('name_hi')} error={errors.name_hi} />
        <HindiDescriptionField registration={register('description_hi')} error={errors.description_hi} />
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {m.cancel()}
          </Button>
          <Button type="submit" className="flex-1" disabled={busy}>
            {busy ? m.saving() : m.save()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
