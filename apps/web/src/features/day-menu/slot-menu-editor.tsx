import { useState } from 'react';
import type { Dish, Meal, Slot } from '@rasoi/domain/api';
import type { SlotMenu } from '@rasoi/domain/day-menu';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { formatRupees } from '../../ui/format.ts';
import { ItemName } from '../../ui/item-name.tsx';
import { toast } from '../../lib/toast.ts';
import { useSaveSlotMenu } from './api/save-slot-menu.ts';

type Item = { _id: string; name: string; name_hi?: string | null; selling_price: number };

/** The ids ticked at first: everything when the slot offers the whole catalogue, else what it names. */
function initialTicks(menu: SlotMenu, items: readonly Item[], named: readonly string[]): Set<string> {
  return new Set(menu.all ? items.map((item) => item._id) : named);
}

function ItemChecklist({
  title,
  items,
  ticked,
  onToggle,
  readOnly,
}: {
  title: string;
  items: readonly Item[];
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  readOnly: boolean;
}) {
  const count = items.filter((item) => ticked.has(item._id)).length;
  return (
    <fieldset className="rounded-3xl bg-white p-4 ring-1 ring-line">
      <legend className="sr-only">{title}</legend>
      <div aria-hidden="true" className="flex items-baseline justify-between">
        <span className="font-display text-lg font-bold text-ink">{title}</span>
        <span className="text-xs text-muted">{m.dayMenuChosen({ count, total: items.length })}</span>
      </div>
      <ul className="mt-2 divide-y divide-line">
        {items.map((item) => (
          <li key={item._id}>
            <label className="flex min-h-11 items-center gap-3 py-1.5 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={ticked.has(item._id)}
                disabled={readOnly}
                onChange={() => onToggle(item._id)}
              />
              <ItemName item={item} className="flex-1 text-ink" />
              <span className="text-muted tabular-nums">{formatRupees(item.selling_price)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * One slot's menu as checkboxes (issue 14): the shown thalis and dishes (named in the page's language,
 * issue 16 D62), ticked as the slot offers them.
 * Saving with everything ticked stores no rows (the whole catalogue, items added later included);
 * otherwise the ticked ones.
 */
export function SlotMenuEditor({
  slot,
  menu,
  meals,
  dishes,
  readOnly,
}: {
  slot: Slot;
  menu: SlotMenu;
  meals: readonly Meal[];
  dishes: readonly Dish[];
  readOnly: boolean;
}) {
  const [mealTicks, setMealTicks] = useState(() => initialTicks(menu, meals, menu.meal_ids));
  const [dishTicks, setDishTicks] = useState(() => initialTicks(menu, dishes, menu.dish_ids));
  const save = useSaveSlotMenu();
  const toggle = (ticks: Set<string>, set: (next: Set<string>) => void) => (id: string) => {
    const next = new Set(ticks);
    if (!next.delete(id)) next.add(id);
    set(next);
  };
  const everything = meals.every((meal) => mealTicks.has(meal._id)) && dishes.every((dish) => dishTicks.has(dish._id));

  const submit = () => {
    const body = everything
      ? { meal_ids: [], dish_ids: [] }
      : {
          meal_ids: meals.filter((meal) => mealTicks.has(meal._id)).map((meal) => meal._id),
          dish_ids: dishes.filter((dish) => dishTicks.has(dish._id)).map((dish) => dish._id),
        };
    save.mutate({ slotId: slot._id, body }, { onSuccess: () => toast.success(m.dayMenuSaved({ slot: slot.name })) });
  };

  return (
    <div className="mt-4 space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink">{everything ? m.dayMenuWholeCatalogue() : null}</p>
        {readOnly ? null : (
          <Button
            variant="tertiary"
            onClick={() => {
              const all = !everything;
              setMealTicks(new Set(all ? meals.map((meal) => meal._id) : []));
              setDishTicks(new Set(all ? dishes.map((dish) => dish._id) : []));
            }}
          >
            {everything ? m.dayMenuSelectNone() : m.dayMenuSelectAll()}
          </Button>
        )}
      </div>
      <ItemChecklist
        title={m.thalis()}
        items={meals}
        ticked={mealTicks}
        onToggle={toggle(mealTicks, setMealTicks)}
        readOnly={readOnly}
      />
      <ItemChecklist
        title={m.dishes()}
        items={dishes}
        ticked={dishTicks}
        onToggle={toggle(dishTicks, setDishTicks)}
        readOnly={readOnly}
      />
      {readOnly ? null : (
        <Button block className="min-h-12 text-base" disabled={save.isPending} onClick={submit}>
          {m.dayMenuSave()}
        </Button>
      )}
    </div>
  );
}
