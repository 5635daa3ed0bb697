import { Printer } from 'lucide-react';
import type { PrepDish, PrepSheetData } from '@rasoi/domain/seller';
import { dietCountWords, type PrepDiet } from '@rasoi/domain/diet';
import { dietClashWords } from '@rasoi/domain/recipes';
import { DISH_CATEGORY_LABELS } from '@rasoi/domain/dish-category-labels';
import { intlLocale } from '@rasoi/domain/locale';
import { m } from '@rasoi/domain/i18n/messages';
import { addDays } from '@rasoi/domain/slots';
import { dateFormat } from '@rasoi/domain/slot-dates';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { usePrepSheet } from './api/get-prep-sheet.ts';
import { OfflineAge } from '../../ui/offline-age.tsx';
import { KitchenDayPicker } from './kitchen-day-picker.tsx';
import { scopeTitle } from './kitchen-day-words.ts';
import { useKitchenDay } from './use-kitchen-day.ts';
import { ItemName } from '../../ui/item-name.tsx';
import { PlanMealMark } from '../../ui/plan-meal-badge.tsx';
import { PrintOrderButtons } from '../../ui/print-order-buttons.tsx';
import { useDeliveryRun } from './api/get-delivery-run.ts';

/** The dishes in runs of one category, in the order the server sorted them (catalogue order). */
function byCategory(dishes: readonly PrepDish[]): { label: string; dishes: PrepDish[] }[] {
  const groups: { category: PrepDish['category']; label: string; dishes: PrepDish[] }[] = [];
  for (const dish of dishes) {
    const last = groups.at(-1);
    if (last && last.category === dish.category) last.dishes.push(dish);
    else
      groups.push({
        category: dish.category,
        label: dish.category ? DISH_CATEGORY_LABELS[dish.category]() : m.dishCategoryOther(),
        dishes: [dish],
      });
  }
  return groups;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-white p-3 ring-1 ring-line/70 print:ring-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-3xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

const cell = 'w-[18%] py-1.5 text-right tabular-nums';

/** The day as a printed sheet names it: 'Thu, 26 Nov 2026'. */
function printedDate(date: string): string {
  return dateFormat(intlLocale(), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(addDays(date, 0));
}

/**
 * The orders asking for each diet note (issue 15, D55), as the cook reads them: '3 Jain, 2 less spicy,
 * 1 no onion/garlic'; the notes themselves are on each order's card and the delivery run. Beside them, the
 * 'Tiffin plan' badge with how many orders are plan meals (issue 26, D92), when any are: the regulars'
 * tiffins, packed and labelled alike. Under them the diet clashes (issue 28 part 3, D110): 'Jain: Dal tadka
 * has Garlic (×2)'.
 */
function DietCounts({
  diet,
  planMeals,
  clashes,
}: {
  diet: PrepDiet;
  planMeals: number;
  clashes: PrepSheetData['diet_clashes'];
}) {
  const words = dietCountWords(diet);
  return (
    <section
      aria-labelledby="prep-diet"
      className="mt-5 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200 break-inside-avoid print:bg-white"
    >
      <h2 id="prep-diet" className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
        {m.dietNotesHeading()}
      </h2>
      <p className={`mt-0.5 ${words.length > 0 ? 'text-lg font-bold text-ink' : 'text-muted'}`}>
        {words.length > 0 ? words.join(', ') : m.dietCountNone()}
      </p>
      {planMeals > 0 ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          <PlanMealMark />
          {m.prepPlanMeals({ count: planMeals })}
        </p>
      ) : null}
      {clashes.length > 0 ? (
        // Issue 28 part 3 (D110): what the noted orders' items have that their notes forbid.
        <ul aria-label={m.dietClashesLabel()} className="mt-1.5 space-y-0.5 text-sm font-semibold text-red-800">
          {clashes.map((clash) => (
            <li key={`${clash.note}|${clash.item}|${clash.ingredient}`}>
              {m.prepDietClash({ clash: dietClashWords(clash), count: clash.orders })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Sheet({ sheet }: { sheet: PrepSheetData }) {
  if (sheet.orders === 0) {
    return <p className="mt-6 rounded-3xl border-2 border-dashed border-line p-8 text-center">{m.prepSheetEmpty()}</p>;
  }
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Figure label={m.kitchenDayOrders()} value={sheet.orders} />
        <Figure label={m.kitchenDayPlates()} value={sheet.plates} />
      </dl>

      <DietCounts diet={sheet.diet} planMeals={sheet.plan_meals} clashes={sheet.diet_clashes} />

      <section aria-labelledby="prep-thalis" className="mt-5 break-inside-avoid">
        <h2 id="prep-thalis" className="text-lg font-bold text-ink">
          {m.prepThalis()}
        </h2>
        <ul className="mt-2 divide-y divide-line rounded-2xl bg-white px-4 ring-1 ring-line/70 print:ring-0">
          {sheet.thalis.map((thali) => (
            <li key={thali._id} className="flex items-center justify-between gap-3 py-2.5">
              <ItemName item={thali} className="font-medium text-ink" />
              <span className="text-2xl font-bold text-primary-dark tabular-nums print:text-ink">
                × {thali.quantity}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="prep-dishes" className="mt-5">
        <h2 id="prep-dishes" className="text-lg font-bold text-ink">
          {m.prepDishes()}
        </h2>
        {byCategory(sheet.dishes).map((group) => (
          <table
            key={group.label}
            className="mt-3 w-full table-fixed break-inside-avoid rounded-2xl bg-white text-sm ring-1 ring-line/70 print:ring-0"
          >
            <caption className="px-1 pb-1 text-left text-sm font-bold tracking-wide text-primary-dark uppercase print:text-ink">
              {group.label}
            </caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1.5 pl-4 text-left font-semibold">
                  {m.prepDish()}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {m.prepInThalis()}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {m.prepAddOns()}
                </th>
                <th scope="col" className={`${cell} pr-4 font-semibold`}>
                  {m.prepTotal()}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {group.dishes.map((dish) => (
                <tr key={dish._id}>
                  <th scope="row" className="py-1.5 pl-4 text-left font-medium text-ink">
                    <ItemName item={dish} />
                  </th>
                  <td className={cell}>{dish.in_thalis}</td>
                  <td className={cell}>{dish.add_ons}</td>
                  <td className={`${cell} pr-4 text-base font-bold text-ink`}>{dish.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
    </>
  );
}

/**
 * The prep sheet (issue 14): for the chosen day and meal slot (or the whole day), the orders and
 * plates, the orders asking for each diet note (issue 15) and the tiffin plans' meals among them (issue
 * 26), how many of each thali, and each dish's
 * portions inside thalis and as add-ons, by category.
 * Readable on a phone and printable: 'Print' opens the browser's print, which leaves out the app's bars
 * and the pickers (Tailwind `print:` variants). 'Print all tickets' and 'Print all labels' print those of
 * the orders still to deliver, in delivery-run order (issue 28, D111).
 */
export function PrepSheetPage() {
  const day = useKitchenDay();
  const sheet = usePrepSheet(day.date, day.slotId);
  // The orders still to deliver, in the delivery run's order (society, tower, flat): their tickets and labels (D111).
  const run = useDeliveryRun(day.date, day.slotId);
  const runOrders = (run.data?.societies ?? []).flatMap((society) =>
    society.towers.flatMap((tower) => tower.orders.map((order) => order._id)),
  );
  return (
    <div className="px-4 pt-5 print:px-0 print:pt-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold text-ink">{m.prepSheet()}</h1>
          {sheet.data ? (
            <p className="font-medium text-muted">
              {scopeTitle(sheet.data, day.today, day.timeZone)}
              {/* On paper 'today' needs its date. */}
              <span className="hidden print:inline"> · {printedDate(sheet.data.date)}</span>
            </p>
          ) : null}
          <OfflineAge updatedAt={sheet.dataUpdatedAt} />
        </div>
        <Button
          variant="secondary"
          className="flex shrink-0 items-center gap-2 print:hidden"
          onClick={() => window.print()}
        >
          <Printer className="size-5" aria-hidden="true" />
          {m.kitchenDayPrint()}
        </Button>
      </div>
      <div className="mt-4">
        <KitchenDayPicker day={day} />
      </div>
      {runOrders.length > 0 ? (
        <section aria-label={m.printPrepOrders({ count: runOrders.length })} className="mt-3 print:hidden">
          <p className="text-sm text-muted">{m.printPrepOrders({ count: runOrders.length })}</p>
          <PrintOrderButtons orderId={runOrders} all className="mt-1.5" />
        </section>
      ) : null}
      {sheet.data ? (
        <Sheet sheet={sheet.data} />
      ) : sheet.isError ? (
        <p role="alert" className="mt-6 text-center text-muted">
          {sheet.error.message || m.prepSheetError()}
        </p>
      ) : (
        <LoadingDots />
      )}
    </div>
  );
}
