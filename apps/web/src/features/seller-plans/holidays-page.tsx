import { useState } from 'react';
import { Link } from 'react-router';
import type { DeclareHolidayBody } from '@rasoi/domain/holidays';
import { m } from '@rasoi/domain/i18n/messages';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { dateWord } from '@rasoi/domain/slot-words';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { useSlotPlan } from '../../api/get-slot-plan.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { useDeclareHoliday } from './api/declare-holiday.ts';
import { useHolidays } from './api/get-holidays.ts';
import { HolidayForm } from './holiday-form.tsx';
import { HolidayRow, whatText } from './holiday-row.tsx';

/** What the declare left behind: the day, and how many meals already made it cancelled and refunded. */
function declaredText(day: string, cancelledMeals: number): string {
  return cancelledMeals === 0
    ? m.sellerHolidayDeclaredNone({ day: dateWord(day) })
    : m.sellerHolidayDeclaredCancelled({ day: dateWord(day), count: cancelledMeals });
}

/**
 * 'Holidays' (issue 26, D92, D94; /seller/holidays): the form to declare one (a day from the kitchen's
 * today, the whole day or one slot of the weekly plan from GET /slot-plan, a note), a confirm that says what
 * happens before POST /holidays, then how many meals already made it cancelled; and the holidays from 30
 * days back (GET /holidays), the past ones marked. A holiday cannot be withdrawn (D94): the confirm says so.
 */
export function HolidaysPage() {
  const timeZone = useKitchenTimeZone();
  const today = localDateAt(new Date(), timeZone);
  const holidays = useHolidays();
  const slots = useSlotPlan();
  const declare = useDeclareHoliday();
  const [asking, setAsking] = useState<DeclareHolidayBody | null>(null);
  const [declared, setDeclared] = useState<string | null>(null);
  const slotName = (slotId: string | null) =>
    slotId === null ? null : ((slots.data ?? []).find((slot) => slot._id === slotId)?.name ?? '');

  function confirm() {
    if (!asking) return;
    const body = asking;
    declare.mutate(body, {
      onSuccess: ({ cancelledMeals }) => setDeclared(declaredText(body.day, cancelledMeals)),
      onSettled: () => setAsking(null),
    });
  }

  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.sellerHolidaysTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.sellerHolidaysHint()}</p>
      <Link
        to={sellerPaths.lostMeals}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
      >
        {m.sellerLostMealsLink()}
      </Link>
      <HolidayForm
        today={today}
        slots={slots.data ?? []}
        busy={declare.isPending}
        onDeclare={(body) => {
          setDeclared(null);
          declare.reset();
          setAsking(body);
        }}
      />
      <div aria-live="polite">
        {declared ? (
          <p role="status" className="mt-3 rounded-2xl bg-green-50 p-3 text-sm font-semibold text-green-800">
            {declared}
          </p>
        ) : null}
      </div>
      {declare.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {declare.error.message}
        </p>
      ) : null}
      <h2 className="mt-6 text-lg font-bold text-ink">{m.sellerHolidaysList()}</h2>
      <div className="mt-2">
        {holidays.isPending ? <ListSkeleton /> : null}
        {holidays.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {holidays.error.message}
          </p>
        ) : null}
        {holidays.data?.length === 0 ? <ListEmpty text={m.sellerHolidaysEmpty()} /> : null}
        {holidays.data && holidays.data.length > 0 ? (
          <ul
            aria-label={m.sellerHolidaysList()}
            className="divide-y divide-line rounded-3xl bg-white px-4 ring-1 ring-line"
          >
            {holidays.data.map((holiday) => (
              <HolidayRow key={holiday._id} holiday={holiday} past={holiday.day < today} />
            ))}
          </ul>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={m.sellerHolidayConfirmTitle({ day: dateWord(asking.day), what: whatText(slotName(asking.slot_id)) })}
          body={m.sellerHolidayConfirmBody()}
          cancelLabel={m.cancel()}
          confirmLabel={m.sellerHolidayConfirm()}
          danger
          busy={declare.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
}
