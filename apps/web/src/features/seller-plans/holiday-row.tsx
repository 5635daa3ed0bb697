import type { ListedHoliday } from '@rasoi/domain/holidays';
import { m } from '@rasoi/domain/i18n/messages';
import { dateWord } from '@rasoi/domain/slot-words';

/** What a holiday takes off, in words: the slot's name, or 'The whole day'. */
export function whatText(slotName: string | null): string {
  return slotName ?? m.sellerHolidayWholeDay();
}

/**
 * One declared holiday on the Holidays page (issue 26, D94): its day, what it takes off (a slot or the whole
 * day), its note, and 'Past' once its day is gone.
 */
export function HolidayRow({ holiday, past }: { holiday: ListedHoliday; past: boolean }) {
  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-ink">{dateWord(holiday.day)}</p>
        {past ? (
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-600">
            {m.sellerHolidayPast()}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-ink/80">{whatText(holiday.slot?.name ?? null)}</p>
      {holiday.note ? <p className="text-sm text-muted">{holiday.note}</p> : null}
    </li>
  );
}
