import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import type { Slot } from '@rasoi/domain/api';
import { weekdayName } from '@rasoi/domain/day-menu';
import { dateWord } from '@rasoi/domain/slot-words';
import { m } from '@rasoi/domain/i18n/messages';
import { dateAfter } from '@rasoi/domain/slots';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { toast } from '../../lib/toast.ts';
import { shownDishes, shownMeals } from '../../lib/menu-items.ts';
import { useDishes } from '../../api/get-dishes.ts';
import { useMeals } from '../../api/get-meals.ts';
import { useSlotMenu } from '../../api/get-slot-menu.ts';
import { useDaySlots } from '../../api/day-slots.ts';
import { useCopyDayMenu } from './api/copy-day-menu.ts';
import { SlotMenuEditor } from './slot-menu-editor.tsx';

/** The page's day and slot, kept in the URL (`?date=`, `?slot=`; D38) so a reload opens the same. */
function useDayAndSlot(): {
  date: string | null;
  slotId: string | null;
  choose: (next: Record<string, string | null>) => void;
} {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (next: Record<string, string | null>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next)) {
            if (value === null) updated.delete(name);
            else updated.set(name, value);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { date: params.get('date'), slotId: params.get('slot'), choose };
}

/**
 * 'Menu of the day' (issue 14), from the seller's menu: a day, its slots as tabs, and for the open slot
 * the catalogue's shown thalis and dishes as checkboxes (all ticked: the whole catalogue), saved with
 * POST /slots/:id/menu; 'Copy from yesterday' and 'Copy last week's <weekday>' copy another day's
 * menus onto this day (POST /day-menu/copy). A past day is shown but not changed.
 */
export function DayMenuPage() {
  const { date: chosenDate, slotId, choose } = useDayAndSlot();
  const today = useDaySlots(undefined);
  const date = chosenDate ?? today.data?.date ?? null;
  const day = useDaySlots(date ?? undefined, { enabled: date !== null });
  const slots = day.data?.slots ?? [];
  const slot = slots.find((candidate) => candidate._id === slotId) ?? slots[0];
  const past = !!date && !!today.data && date < today.data.date;
  const dateId = useId();

  return (
    <div className="space-y-4 px-4 pt-5 pb-8">
      <header>
        <h1 className="font-display text-3xl font-bold text-ink">{m.dayMenuTitle()}</h1>
        <p className="mt-1 text-sm text-muted">{m.dayMenuHint()}</p>
      </header>
      <div>
        <label htmlFor={dateId} className="mb-1.5 block text-sm font-medium text-ink">
          {m.dayMenuDay()}
        </label>
        <input
          id={dateId}
          type="date"
          value={date ?? ''}
          onChange={(event) => choose({ date: event.target.value || null, slot: null })}
          className="min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink"
        />
      </div>
      {date && !past ? <CopyButtons date={date} /> : null}
      {past ? <p className="rounded-2xl bg-cream p-3 text-sm text-muted">{m.dayMenuPastDay()}</p> : null}
      {day.isError || today.isError ? (
        <p className="py-6 text-center text-muted">{m.dayMenuLoadFailed()}</p>
      ) : !day.data ? (
        <LoadingDots label={m.dayMenuLoading()} />
      ) : slots.length === 0 || !slot ? (
        <p className="rounded-2xl bg-white p-4 text-center text-sm text-muted ring-1 ring-line">{m.dayMenuNoSlots()}</p>
      ) : (
        <>
          <SlotTabs slots={slots} open={slot} onOpen={(id) => choose({ slot: id })} />
          <SlotPanel slot={slot} past={past} />
        </>
      )}
    </div>
  );
}

function SlotTabs({ slots, open, onOpen }: { slots: Slot[]; open: Slot; onOpen: (id: string) => void }) {
  return (
    <div role="tablist" aria-label={m.dayMenuSlots()} className="flex gap-6 overflow-x-auto border-b border-line">
      {slots.map((slot) => (
        <button
          key={slot._id}
          type="button"
          role="tab"
          aria-selected={slot._id === open._id}
          onClick={() => onOpen(slot._id)}
          className={`-mb-px min-h-11 shrink-0 border-b-2 px-1 font-semibold transition-colors ${
            slot._id === open._id ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'
          }`}
        >
          {slot.name}
        </button>
      ))}
    </div>
  );
}

/** The open slot's menu: loaded, then edited; a new answer (a save, a copy) starts the editor afresh. */
function SlotPanel({ slot, past }: { slot: Slot; past: boolean }) {
  const menu = useSlotMenu(slot._id);
  const meals = useMeals();
  const dishes = useDishes();
  return (
    <div role="tabpanel" aria-label={slot.name}>
      {menu.isError ? (
        <p className="py-6 text-center text-muted">{m.dayMenuLoadFailed()}</p>
      ) : !menu.data || !meals.data || !dishes.data ? (
        <LoadingDots label={m.dayMenuLoading()} />
      ) : (
        <SlotMenuEditor
          key={`${slot._id}:${menu.dataUpdatedAt}`}
          slot={slot}
          menu={menu.data}
          meals={shownMeals(meals.data)}
          dishes={shownDishes(dishes.data)}
          readOnly={past}
        />
      )}
    </div>
  );
}

/** 'Copy from yesterday' and "Copy last week's Thursday" onto `date`. */
function CopyButtons({ date }: { date: string }) {
  const copy = useCopyDayMenu();
  const copyFrom = (from: string) =>
    copy.mutate({ from, to: date }, { onSuccess: () => toast.success(m.dayMenuCopied({ day: dateWord(from) })) });
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="secondary" disabled={copy.isPending} onClick={() => copyFrom(dateAfter(date, -1))}>
        {m.dayMenuCopyYesterday()}
      </Button>
      <Button variant="secondary" disabled={copy.isPending} onClick={() => copyFrom(dateAfter(date, -7))}>
        {m.dayMenuCopyLastWeek({ weekday: weekdayName(date) })}
      </Button>
    </div>
  );
}
