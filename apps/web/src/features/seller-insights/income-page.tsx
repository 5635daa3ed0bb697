import { useId, useState } from 'react';
import { Ban, Banknote, CreditCard, Hourglass, Smartphone, WalletCards } from 'lucide-react';
import type { IncomeFigureName } from '@rasoi/domain/constants';
import type { IncomeData, IncomeFigure, IncomeOrder } from '@rasoi/domain/seller';
import { m } from '@rasoi/domain/i18n/messages';
import { parseLocalDate, type TimeFrame } from '@rasoi/domain/time-frame';
import { useAuth } from '../../lib/session-store.ts';
import { formatRupees, orderNumber } from '../../ui/format.ts';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { PAYMENT_LABELS } from '../../ui/payment-label.ts';
import { useIncome, useIncomeOrders, type IncomeScope } from './api/get-income.ts';
import { FoodCostLine } from './food-cost-line.tsx';
import { StatCard } from './stat-card.tsx';
import { TimeFrameTabs } from './time-frame-tabs.tsx';

type FigureName = IncomeFigureName;
/** A figure's list closes when the scope changes: a new key per scope. */
const scopeName = (scope: IncomeScope) => ('frame' in scope ? `frame:${scope.frame}` : `date:${scope.date}`);
type FigureView = { name: FigureName; label: string; icon: typeof Banknote; tone: string; wide?: boolean };

/**
 * The figures in the order the seller reconciles them, each with its label, icon and colour: the four of
 * the money at the door, then 'Paid online' (D112), the orders paid through the payment gateway before
 * cooking, and 'Paid from tiffin accounts' (issue 26, D92), the plan meals charged to the household
 * accounts when they were made.
 *
 * Those last two show only when the view has such orders. Most kitchens take no online payments and sell
 * no tiffin plans, and a card that always reads ₹0 would ask them what it is on the screen they reconcile
 * the door's money on; a kitchen with them sees each on every day it has such orders. They are wide, under
 * the two rows of two, so the door's four keep their places whether they show or not.
 */
const figures = (data: IncomeData | undefined): FigureView[] => [
  { name: 'cash', label: m.incomeCash(), icon: Banknote, tone: 'bg-green-50 text-veg' },
  { name: 'upi', label: m.incomeUpi(), icon: Smartphone, tone: 'bg-sky-50 text-sky-700' },
  { name: 'to_collect', label: m.incomeToCollect(), icon: Hourglass, tone: 'bg-amber-50 text-amber-700' },
  { name: 'cancelled', label: m.incomeCancelled(), icon: Ban, tone: 'bg-stone-100 text-stone-600' },
  ...(data && data.online.count > 0 ? [onlineFigure()] : []),
  ...(data && data.account.count > 0 ? [accountFigure()] : []),
];
const onlineFigure = (): FigureView => ({
  name: 'online',
  label: m.incomeOnline(),
  icon: CreditCard,
  tone: 'bg-teal-50 text-teal-700',
  wide: true,
});
const accountFigure = (): FigureView => ({
  name: 'account',
  label: m.incomeAccount(),
  icon: WalletCards,
  tone: 'bg-violet-50 text-violet-700',
  wide: true,
});

function OrderRow({ order }: { order: IncomeOrder }) {
  const place = [order.flat_number, order.tower_number, order.society].filter(Boolean).join(', ');
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm">
      <span className="min-w-0">
        <span className="block font-semibold text-ink">
          {orderNumber(order._id)} · {order.reciever_name}
        </span>
        <span className="block break-words text-muted">{place}</span>
        <span className="block text-xs text-muted">
          {PAYMENT_LABELS[order.payment_method]()}
          {order.paid_claimed_at && !order.collected_by ? ` · ${m.customerSaysPaid()}` : ''}
        </span>
      </span>
      <span className="shrink-0 font-semibold text-ink tabular-nums">{formatRupees(order.amount)}</span>
    </li>
  );
}

/**
 * One figure's heading (its count and amount) and, once the seller opens it, its orders newest first, a
 * page at a time with 'Show more orders' (D114): the page answers its totals at once, and reads a figure's
 * orders only for the figures the seller looks into.
 */
function FigureOrders({
  scope,
  name,
  label,
  figure,
}: {
  scope: IncomeScope;
  name: FigureName;
  label: string;
  figure: IncomeFigure;
}) {
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const orders = useIncomeOrders(scope, name, open && figure.count > 0);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-4 ring-1 ring-line/70">
      <h2 id={headingId} className="flex flex-wrap items-baseline justify-between gap-x-3 font-bold text-ink">
        <span>{label}</span>
        <span className="text-sm font-semibold text-muted tabular-nums">
          {figure.count === 1 ? m.incomeOneOrder() : m.incomeOrdersCount({ count: figure.count })} ·{' '}
          {formatRupees(figure.amount)}
        </span>
      </h2>
      {figure.count === 0 ? (
        <p className="mt-2 text-sm text-muted">{m.incomeNoOrders()}</p>
      ) : (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((was) => !was)}
            className="mt-2 min-h-11 text-sm font-semibold text-primary"
          >
            {open ? m.incomeHideOrders() : m.incomeShowOrders()}
          </button>
          <div id={listId} hidden={!open}>
            {orders.isError ? (
              <p role="alert" className="mt-2 text-sm text-red-600">
                {orders.error.message || m.incomeLoadFailed()}
              </p>
            ) : null}
            {rows.length > 0 ? (
              <ul className="mt-1 divide-y divide-line/70">
                {rows.map((order) => (
                  <OrderRow key={order._id} order={order} />
                ))}
              </ul>
            ) : null}
            {open && orders.isFetching ? <LoadingDots /> : null}
            {orders.hasNextPage && !orders.isFetchingNextPage ? (
              <button
                type="button"
                onClick={() => void orders.fetchNextPage()}
                className="mt-2 min-h-11 w-full rounded-2xl bg-primary-soft text-sm font-semibold text-primary"
              >
                {m.incomeMoreOrdersButton()}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * /seller/income (issue 15, D53): the reconciliation of the money at the door, for a time frame (Today,
 * Week, this month, Lifetime) or one chosen date: cash collected, UPI received, still to collect and
 * cancelled, paid online when there were gateway payments (D112), and paid from tiffin accounts when there
 * were plan meals (issue 26, D92), each in whole
 * rupees with its order count, then the orders behind each figure. An order
 * counts on the day it is delivered (its slot's date, or the day it was placed when it has no slot).
 */
export function IncomePage() {
  const [scope, setScope] = useState<IncomeScope>({ frame: 1 });
  const panelId = useId();
  const timeZone = useKitchenTimeZone();
  const dateId = useId();
  const token = useAuth((state) => state.token);
  const income = useIncome(scope, Boolean(token));
  const data = income.isError ? undefined : income.data;
  const frame: TimeFrame | null = 'frame' in scope ? scope.frame : null;

  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.incomeTitle()}</h1>
      <div className="mt-4 space-y-3">
        <TimeFrameTabs
          value={frame}
          onChange={(next) => setScope({ frame: next })}
          panelId={panelId}
          timeZone={timeZone}
        />
        <label
          htmlFor={dateId}
          className="flex flex-wrap items-center justify-between gap-3 text-sm font-medium text-muted"
        >
          {m.incomeDateLabel()}
          <input
            id={dateId}
            type="date"
            value={'date' in scope ? scope.date : ''}
            onChange={(event) => {
              if (parseLocalDate(event.target.value)) setScope({ date: event.target.value });
            }}
            className="min-h-11 rounded-xl bg-white px-3 text-sm text-ink ring-1 ring-line"
          />
        </label>
      </div>
      <section
        id={panelId}
        role="tabpanel"
        aria-label={m.incomeTitle()}
        aria-busy={income.isFetching}
        className={`mt-4 grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3 transition-opacity ${income.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {figures(data).map(({ name, label, icon: Icon, tone, wide }) => (
          <StatCard
            key={name}
            label={label}
            value={data ? formatRupees(data[name].amount) : undefined}
            icon={<Icon className="size-5" />}
            tone={tone}
            wide={wide}
          />
        ))}
      </section>
      <FoodCostLine scope={scope} enabled={Boolean(token)} />
      {income.isError ? (
        <p role="alert" className="mt-4 text-center text-muted">
          {income.error.message || m.incomeLoadFailed()}
        </p>
      ) : data ? (
        <div className="mt-5 space-y-3">
          {figures(data).map(({ name, label }) => (
            <FigureOrders
              key={`${scopeName(scope)}:${name}`}
              scope={scope}
              name={name}
              label={label}
              figure={data[name]}
            />
          ))}
        </div>
      ) : (
        <LoadingDots />
      )}
    </div>
  );
}
