import type { KeyboardEvent } from 'react';
import { TIME_FRAMES, type TimeFrame } from '@rasoi/domain/time-frame';
import { m } from '@rasoi/domain/i18n/messages';
import { shortMonthIn } from '../../ui/format.ts';

/**
 * The tab labels of the four time frames: Today, Week, this month's short name on the kitchen's calendar
 * (`timeZone`, issue 30), Lifetime (docs/decisions/p03).
 */
export function timeFrameLabels(timeZone: string, now: Date = new Date()): Record<TimeFrame, string> {
  return { 1: m.today(), 2: m.week(), 3: shortMonthIn(now, timeZone), 4: m.lifetime() };
}

type TimeFrameTabsProps = {
  value: TimeFrame | null;
  onChange: (frame: TimeFrame) => void;
  panelId: string;
  /** The kitchen's IANA time zone (useKitchenTimeZone): the month tab names the kitchen's month. */
  timeZone: string;
};

/**
 * The dashboard's time-frame tabs (spec 2): a segmented control, arrow keys move between tabs. `null`
 * selects none (the Income page while it shows one chosen date: issue 15).
 */
export function TimeFrameTabs({ value, onChange, panelId, timeZone }: TimeFrameTabsProps) {
  const labels = timeFrameLabels(timeZone);
  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = (TIME_FRAMES.indexOf(value ?? 1) + step + TIME_FRAMES.length) % TIME_FRAMES.length;
    const next = TIME_FRAMES[index] as TimeFrame;
    onChange(next);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-frame="${next}"]`)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={m.timeFrame()}
      // Four in a row, two rows of two when large text would not fit four (issue 16).
      className="grid grid-cols-[repeat(auto-fit,minmax(4rem,1fr))] gap-1 rounded-2xl bg-white p-1 ring-1 ring-line"
    >
      {TIME_FRAMES.map((frame) => {
        const selected = frame === value;
        return (
          <button
            key={frame}
            type="button"
            role="tab"
            data-frame={frame}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected || (value === null && frame === 1) ? 0 : -1}
            onKeyDown={keyDown}
            onClick={() => onChange(frame)}
            className={`min-h-10 rounded-xl px-1 text-sm leading-tight font-semibold break-words transition-colors ${
              selected ? 'bg-primary text-white shadow-sm' : 'text-muted hover:bg-primary-soft hover:text-primary-dark'
            }`}
          >
            {labels[frame]}
          </button>
        );
      })}
    </div>
  );
}
