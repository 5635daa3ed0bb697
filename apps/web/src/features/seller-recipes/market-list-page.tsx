import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Printer, Share2 } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import type { MarketListData, RecipeKind } from '@rasoi/domain/recipes';
import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import { dateWord } from '@rasoi/domain/slot-words';
import { useDishes } from '../../api/get-dishes.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { useMeals } from '../../api/get-meals.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { toast, toastError } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { formatPaise } from '../../ui/format.ts';
import { ItemName } from '../../ui/item-name.tsx';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { useMarketList, useSaveMarketEstimate } from './api/market-list.ts';
import { marketLineWords, marketListText } from './market-list-words.ts';

const FIELD =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

type MenuItem = { kind: RecipeKind; item_id: string; name: string; name_hi: string | null };

/**
 * Shares the list's text with the system share sheet where the browser has one (Web Share API), else
 * copies it to the clipboard and says so (D110). Closing the sheet is not a failure.
 */
async function shareList(list: MarketListData): Promise<void> {
  const text = marketListText(list);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: m.marketListShareTitle({ day: dateWord(list.date) }), text });
      return;
    }
    await navigator.clipboard.writeText(text);
    void toast.success(m.marketListCopied());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    void toastError(new Error(m.shareFailed()));
  }
}

/** The seller's estimate of more plates per menu item for the day, saved whole (D110). */
function EstimateForm({ list, items }: { list: MarketListData; items: MenuItem[] }) {
  const id = useId();
  const save = useSaveMarketEstimate();
  const estimateOf = (item: MenuItem) =>
    list.items.find((each) => each.kind === item.kind && each.item_id === item.item_id)?.estimate ?? 0;
  const [plates, setPlates] = useState<Record<string, string>>(() =>
    Object.fromEntries(items.map((item) => [`${item.kind}:${item.item_id}`, String(estimateOf(item))])),
  );
  const [wrong, setWrong] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const entries = items.map((item) => ({ item, text: (plates[`${item.kind}:${item.item_id}`] ?? '0').trim() }));
    const parsed = entries.map(({ item, text }) => ({
      kind: item.kind,
      item_id: item.item_id,
      plates: text === '' ? 0 : Number(text),
    }));
    const bad = parsed.some((each) => !Number.isInteger(each.plates) || each.plates < 0 || each.plates > 10_000);
    setWrong(bad);
    if (bad) return;
    save.mutate(
      { date: list.date, items: parsed.filter((each) => each.plates > 0) },
      { onSuccess: () => void toast.success(m.marketListEstimateSaved()) },
    );
  }

  return (
    <form onSubmit={submit} aria-label={m.marketListSaveEstimate()} className="space-y-2 print:hidden" noValidate>
      <ul className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
        {items.map((item) => {
          const key = `${item.kind}:${item.item_id}`;
          return (
            <li key={key}>
              <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium text-ink">
                {m.marketListEstimate({ name: item.name })}
              </label>
              <input
                id={`${id}-${key}`}
                inputMode="numeric"
                value={plates[key] ?? '0'}
                onChange={(event) => setPlates((current) => ({ ...current, [key]: event.target.value }))}
                className={FIELD}
              />
            </li>
          );
        })}
      </ul>
      {wrong ? (
        <p role="alert" className="text-sm text-red-700">
          {m.marketEstimateInvalid()}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {m.marketListSaveEstimate()}
      </Button>
    </form>
  );
}

/**
 * 'Market list' (issue 28 part 3, D110; /seller/market-list): a day (default tomorrow), its plates (ordered,
 * plan meals, the seller's estimate) and what to buy, each ingredient rounded up to whole packs with its
 * cost and the estimated total; 'Print' prints only the list (print stylesheet), 'Share' shares it as
 * text or copies it.
 */
export function MarketListPage() {
  const id = useId();
  const timeZone = useKitchenTimeZone();
  const tomorrow = dateAfter(localDateAt(new Date(), timeZone), 1);
  const [date, setDate] = useState(tomorrow);
  const list = useMarketList(date);
  const meals = useMeals();
  const dishes = useDishes();
  const menu: MenuItem[] = [
    ...(meals.data ?? [])
      .filter((meal) => meal.is_active)
      .map((meal) => ({ kind: 'meal' as const, item_id: meal._id, name: meal.name, name_hi: meal.name_hi })),
    ...(dishes.data ?? [])
      .filter((dish) => dish.is_active)
      .map((dish) => ({ kind: 'dish' as const, item_id: dish._id, name: dish.name, name_hi: dish.name_hi })),
  ];

  return (
    <div className="space-y-4 px-4 pt-5 pb-8 print:p-0">
      <h1 className="font-display text-3xl font-bold text-ink">
        {m.marketListTitle()} <span className="print:inline hidden text-xl">{dateWord(date)}</span>
      </h1>
      <p className="text-sm text-muted print:hidden">{m.marketListHint()}</p>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div>
          <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-ink">
            {m.marketListDay()}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
            className={FIELD}
          />
        </div>
        <Button variant="secondary" onClick={() => window.print()} className="flex items-center gap-2">
          <Printer className="size-5" aria-hidden="true" />
          {m.marketListPrint()}
        </Button>
        <Button
          variant="secondary"
          disabled={!list.data}
          onClick={() => list.data && void shareList(list.data)}
          className="flex items-center gap-2"
        >
          <Share2 className="size-5" aria-hidden="true" />
          {m.marketListShare()}
        </Button>
        <Link
          to={sellerPaths.ingredients}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
        >
          {m.ingredientsTitle()}
        </Link>
      </div>
      {list.isPending ? <ListSkeleton /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {list.error.message}
        </p>
      ) : null}
      {list.data ? (
        <>
          <section aria-labelledby={`${id}-buy`} className="space-y-2">
            <h2 id={`${id}-buy`} className="text-lg font-bold text-ink">
              {m.marketListToBuy()}
            </h2>
            {list.data.lines.length === 0 ? (
              <ListEmpty text={m.marketListEmpty()} />
            ) : (
              <ul
                aria-label={m.marketListToBuy()}
                className="divide-y divide-line rounded-3xl bg-white px-4 ring-1 ring-line print:ring-0"
              >
                {list.data.lines.map((line) => (
                  <li
                    key={line.ingredient_id}
                    className="flex flex-wrap justify-between gap-x-3 py-2 break-inside-avoid"
                  >
                    <span className="font-semibold text-ink">
                      <ItemName item={line} />
                    </span>
                    <span className="text-sm text-ink">
                      {marketLineWords(line)}
                      {line.cost_paise === null ? '' : ` · ${formatPaise(line.cost_paise)}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p className="font-semibold text-ink">{m.marketListTotal({ amount: formatPaise(list.data.cost_paise) })}</p>
            {list.data.unpriced > 0 ? (
              <p className="text-sm text-muted">{m.marketListUnpriced({ count: list.data.unpriced })}</p>
            ) : null}
            {list.data.unknown_plan_meals > 0 ? (
              <p className="text-sm text-muted">{m.marketListUnknownPlan({ count: list.data.unknown_plan_meals })}</p>
            ) : null}
          </section>
          <section aria-labelledby={`${id}-plates`} className="space-y-2">
            <h2 id={`${id}-plates`} className="text-lg font-bold text-ink">
              {m.marketListPlates()}
            </h2>
            {list.data.items.length > 0 ? (
              <ul aria-label={m.marketListPlates()} className="space-y-1 text-sm text-ink">
                {list.data.items.map((item) => (
                  <li key={`${item.kind}:${item.item_id}`}>
                    <span className="font-semibold">
                      <ItemName item={item} />
                    </span>
                    {' · '}
                    {m.marketListItemCounts({ ordered: String(item.ordered), plan: String(item.plan_meals) })}
                    {item.estimate > 0 ? ` · +${item.estimate}` : ''}
                    {item.has_recipe ? '' : ` · ${m.marketListNoRecipe()}`}
                  </li>
                ))}
              </ul>
            ) : null}
            {menu.length > 0 ? (
              // The whole menu is long: the estimate opens on demand.
              <details className="rounded-2xl bg-white p-3 ring-1 ring-line print:hidden">
                <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">
                  {m.marketListEstimateOpen()}
                </summary>
                <EstimateForm key={list.data.date} list={list.data} items={menu} />
              </details>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
