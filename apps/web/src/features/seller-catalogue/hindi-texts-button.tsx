import { useState } from 'react';
import { Languages } from 'lucide-react';
import type { HindiTextsBody } from '@rasoi/domain/catalogue';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { partLang } from '@rasoi/domain/localized';
import { toast } from '../../lib/toast.ts';
import { HindiTextsDialog } from './hindi-texts-dialog.tsx';

type HindiItem = { name: string; name_hi: string | null; description_hi: string | null };

/** A saved item's Hindi name under its English one (issue 16, D62), marked Hindi on a page in English; nothing without one. */
export function HindiNameLine({ item }: { item: HindiItem }) {
  if (!item.name_hi) return null;
  return (
    <p lang={partLang('hi', getLocale())} className="text-sm text-ink/80">
      {item.name_hi}
    </p>
  );
}

/**
 * The 'Hindi' button of a saved thali or dish (issue 16, D62): opens its Hindi name and description form;
 * `save` sends the texts and calls `saved` once the server took them (the form then closes with a toast;
 * a refusal is toasted by the mutation and the form stays open).
 */
export function HindiTextsButton({
  item,
  save,
  saving,
}: {
  item: HindiItem;
  save: (texts: HindiTextsBody, saved: () => void) => void;
  saving: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={m.hindiTextsOf({ name: item.name })}
        onClick={() => setOpen(true)}
        className="flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-primary transition-colors hover:bg-primary-soft"
      >
        <Languages className="size-4" aria-hidden="true" />
        {m.hindiTextsButton()}
      </button>
      {open ? (
        <HindiTextsDialog
          item={item}
          busy={saving}
          onClose={() => setOpen(false)}
          onSave={(texts) =>
            save(texts, () => {
              toast.success(m.hindiTextsSaved());
              setOpen(false);
            })
          }
        />
      ) : null}
    </>
  );
}
