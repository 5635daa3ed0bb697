import type { Dish } from '@rasoi/domain/api';
import { formatRupees } from '../../ui/format.ts';
import { useUpdateDish } from './api/update-dish.ts';
import { ItemThumb, VisibilityChips } from './item-thumb.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { HindiNameLine, HindiTextsButton } from './hindi-texts-button.tsx';
import { m } from '@rasoi/domain/i18n/messages';
import { PlateCostLine } from './plate-cost-line.tsx';

/**
 * One saved dish (spec 2): its picture, name (and Hindi name, issue 16) and price, the shown and active
 * toggles, and 'Hindi' for its Hindi name and description (D62).
 */
export function DishRow({ dish }: { dish: Dish }) {
  const update = useUpdateDish();
  const change = (next: { is_show: boolean } | { is_active: boolean }) =>
    update.mutate({ dishId: dish._id, change: next });
  return (
    <article aria-label={dish.name} className="flex gap-3 px-4 py-3">
      <ItemThumb src={dish.img_url?.[0]} dimmed={!dish.is_active} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className="font-semibold text-ink">{dish.name}</h3>
          <VisibilityChips shown={dish.is_show} active={dish.is_active} />
        </div>
        <HindiNameLine item={dish} />
        <p className="text-sm text-muted">{formatRupees(dish.selling_price)}</p>
        <PlateCostLine kind="dish" id={dish._id} name={dish.name} />
        <div className="mt-1 flex flex-wrap gap-x-4">
          <ToggleSwitch
            label={m.shown()}
            of={dish.name}
            checked={dish.is_show}
            onChange={(is_show) => change({ is_show })}
          />
          <ToggleSwitch
            label={m.active()}
            of={dish.name}
            checked={dish.is_active}
            onChange={(is_active) => change({ is_active })}
          />
          <HindiTextsButton
            item={dish}
            saving={update.isPending}
            save={(texts, saved) => update.mutate({ dishId: dish._id, change: texts }, { onSuccess: saved })}
          />
        </div>
      </div>
    </article>
  );
}
