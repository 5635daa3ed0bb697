import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { SellerMeal } from '@rasoi/domain/api';
import { TAGS, type Tag } from '@rasoi/domain/constants';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { formatRupees } from '../../ui/format.ts';
import { useDeleteMeal } from './api/delete-meal.ts';
import { useUpdateMeal } from './api/update-meal.ts';
import { TAG_LABELS } from './catalogue-labels.ts';
import { ItemThumb, VisibilityChips } from './item-thumb.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { HindiNameLine, HindiTextsButton } from './hindi-texts-button.tsx';
import { m } from '@rasoi/domain/i18n/messages';
import { wasPrice } from '@rasoi/domain/was-price';
import { PlateCostLine } from './plate-cost-line.tsx';

/**
 * One saved thali (spec 2): picture, name (and Hindi name, issue 16) and prices; the shown and active
 * toggles, 'Hindi' for its Hindi name and description (D62), the tag dropdown and delete, which asks first.
 */
export function ThaliRow({ meal }: { meal: SellerMeal }) {
  const update = useUpdateMeal();
  const remove = useDeleteMeal();
  const [confirming, setConfirming] = useState(false);
  // The same 'was' price the customer sees (issue 15).
  const struck = wasPrice(meal);

  return (
    <article aria-label={meal.name} className="px-4 py-3">
      <div className="flex gap-3">
        <ItemThumb src={meal.img_url?.[0]} dimmed={!meal.is_active} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <h3 className="font-semibold text-ink">{meal.name}</h3>
            <VisibilityChips shown={meal.is_show} active={meal.is_active} />
          </div>
          <HindiNameLine item={meal} />
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{formatRupees(meal.selling_price)}</span>
            {struck !== null ? <span className="ml-1.5 line-through">{formatRupees(struck)}</span> : null}
            <span className="ml-1.5">· {m.costAmount({ amount: formatRupees(meal.cost_price) })}</span>
          </p>
          <PlateCostLine kind="meal" id={meal._id} name={meal.name} />
        </div>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <ToggleSwitch
          label={m.shown()}
          of={meal.name}
          checked={meal.is_show}
          onChange={(is_show) => update.mutate({ mealId: meal._id, change: { is_show } })}
        />
        <ToggleSwitch
          label={m.active()}
          of={meal.name}
          checked={meal.is_active}
          onChange={(is_active) => update.mutate({ mealId: meal._id, change: { is_active } })}
        />
        <HindiTextsButton
          item={meal}
          saving={update.isPending}
          save={(texts, saved) => update.mutate({ mealId: meal._id, change: texts }, { onSuccess: saved })}
        />
        <label className="ml-auto flex min-h-11 items-center gap-2 text-xs font-semibold text-muted">
          {m.tag()}
          <select
            value={meal.tag}
            onChange={(event) => update.mutate({ mealId: meal._id, change: { tag: event.target.value as Tag } })}
            className="min-h-9 rounded-xl border border-line bg-cream px-2 text-sm font-medium text-ink outline-none focus:border-primary"
          >
            {TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {TAG_LABELS[tag]()}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-label={m.deleteNamed({ name: meal.name })}
          onClick={() => setConfirming(true)}
          className="grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={m.deleteNamedQuestion({ name: meal.name })}
          body={m.deleteThisThaliForGood()}
          cancelLabel={m.cancel()}
          confirmLabel={m.delete()}
          danger
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(meal._id, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </article>
  );
}
