import { useId, useState, type FormEvent } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import {
  DIET_TAGS,
  INGREDIENT_UNITS,
  dietTagWords,
  unitWords,
  type DietTag,
  type Ingredient,
  type IngredientUnit,
} from '@rasoi/domain/recipes';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { parseUnits, unitsText } from './amounts.ts';
import { useSaveIngredient } from './api/ingredients.ts';

const FIELD =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * The ingredient form (issue 28 part 3, D109): name, Hindi name, unit (fixed once saved), the pack the
 * seller buys it in (whole units, decimals allowed) and its diet tags. A new ingredient when `editing` is
 * null. Calls `done` after a save; the server's refusal is shown under the form.
 */
export function IngredientForm({ editing, done }: { editing: Ingredient | null; done: () => void }) {
  const id = useId();
  const save = useSaveIngredient();
  const [name, setName] = useState(editing?.name ?? '');
  const [nameHi, setNameHi] = useState(editing?.name_hi ?? '');
  const [unit, setUnit] = useState<IngredientUnit>(editing?.unit ?? 'kg');
  const [pack, setPack] = useState(editing ? unitsText(editing.pack_milli) : '1');
  const [tags, setTags] = useState<DietTag[]>(editing?.diet_tags ?? []);
  const [packWrong, setPackWrong] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const packMilli = parseUnits(pack);
    setPackWrong(packMilli === null);
    if (packMilli === null) return;
    save.mutate(
      {
        ...(editing ? { _id: editing._id } : {}),
        name,
        name_hi: nameHi.trim() === '' ? null : nameHi,
        unit,
        pack_milli: packMilli,
        diet_tags: tags,
      },
      {
        onSuccess: () => {
          void toast.success(m.ingredientSaved());
          if (!editing) {
            setName('');
            setNameHi('');
            setPack('1');
            setTags([]);
          }
          done();
        },
      },
    );
  }

  const toggle = (tag: DietTag, on: boolean) =>
    setTags((current) => (on ? [...current, tag] : current.filter((each) => each !== tag)));

  return (
    <form
      onSubmit={submit}
      aria-label={editing ? m.ingredientChangeNamed({ name: editing.name }) : m.ingredientAdd()}
      className="space-y-3 rounded-3xl bg-white p-4 ring-1 ring-line"
      noValidate
    >
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-ink">
          {m.ingredientName()}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
          required
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-name-hi`} className="mb-1 block text-sm font-medium text-ink">
          {m.ingredientNameHi()}
        </label>
        <input
          id={`${id}-name-hi`}
          lang="hi"
          value={nameHi}
          onChange={(event) => setNameHi(event.target.value)}
          maxLength={60}
          className={FIELD}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <div>
          <label htmlFor={`${id}-unit`} className="mb-1 block text-sm font-medium text-ink">
            {m.ingredientUnit()}
          </label>
          <select
            id={`${id}-unit`}
            value={unit}
            disabled={editing !== null}
            aria-describedby={`${id}-unit-hint`}
            onChange={(event) => setUnit(event.target.value as IngredientUnit)}
            className={FIELD}
          >
            {INGREDIENT_UNITS.map((each) => (
              <option key={each} value={each}>
                {unitWords(each)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-pack`} className="mb-1 block text-sm font-medium text-ink">
            {m.ingredientPack({ unit: unitWords(unit) })}
          </label>
          <input
            id={`${id}-pack`}
            inputMode="decimal"
            value={pack}
            onChange={(event) => setPack(event.target.value)}
            aria-invalid={packWrong || undefined}
            aria-describedby={packWrong ? `${id}-pack-error` : undefined}
            className={FIELD}
          />
          {packWrong ? (
            <p id={`${id}-pack-error`} role="alert" className="mt-1 text-sm text-red-700">
              {m.amountInvalid()}
            </p>
          ) : null}
        </div>
      </div>
      <p id={`${id}-unit-hint`} className="text-xs text-muted">
        {m.ingredientUnitHint()}
      </p>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">{m.ingredientDietTags()}</legend>
        <div className="flex flex-wrap gap-x-4">
          {DIET_TAGS.map((tag) => (
            <label key={tag} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={tags.includes(tag)}
                onChange={(event) => toggle(tag, event.target.checked)}
                className="size-5 accent-primary"
              />
              {dietTagWords(tag)}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {m.ingredientSave()}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={done}>
            {m.cancel()}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
