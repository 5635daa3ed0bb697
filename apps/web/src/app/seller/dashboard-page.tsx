import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  CreditCard,
  Bike,
  BookUser,
  CalendarDays,
  CalendarOff,
  ChevronRight,
  ClipboardList,
  CookingPot,
  IndianRupee,
  MessageSquareText,
  PackageX,
  ReceiptText,
  Smartphone,
  Soup,
  Star,
  Users,
  UsersRound,
} from 'lucide-react';
import type { TimeFrame } from '@rasoi/domain/time-frame';
import { formatRupees, hourIn } from '../../ui/format.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { TodaysSlotsCard } from '../../features/seller-slots/index.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useSellerOrderList } from '../../features/seller-orders/index.ts';
import { useStats } from '../../features/seller-insights/index.ts';
import { ShareMenuButton } from '../../features/seller-kitchen/index.ts';
import { PaymentsWaitingCard } from '../../features/seller-payments/index.ts';
import { BooksCard } from '../../features/seller-books/index.ts';
import { StatCard } from '../../features/seller-insights/index.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { TimeFrameTabs, timeFrameLabels } from '../../features/seller-insights/index.ts';
import { m } from '@rasoi/domain/i18n/messages';

/** Good morning, afternoon or evening by the kitchen's clock (`timeZone`), not the phone's (issue 30). */
export function greeting(timeZone: string, now = new Date()): string {
  const hour = hourIn(now, timeZone);
  return hour < 12 ? m.goodMorning() : hour < 17 ? m.goodAfternoon() : m.goodEvening();
}

/** The dashboard's shortcuts: add to the catalogue, and the kitchen's day (issue 14: what to cook, who gets what). */
const quickLinks = () =>
  [
    { to: sellerPaths.addDish, Icon: Soup, label: m.addDish() },
    { to: sellerPaths.addThali, Icon: CookingPot, label: m.addThali() },
    { to: sellerPaths.prepSheet, Icon: ClipboardList, label: m.prepSheet() },
    { to: sellerPaths.deliveryRun, Icon: Bike, label: m.deliveryRun() },
    // issue 15: what customers said of their meals
    { to: sellerPaths.reviews, Icon: Star, label: m.reviewsLink() },
    // issue 26: tiffin plans, the households on them and their accounts
    { to: sellerPaths.plans, Icon: CalendarDays, label: m.sellerPlansLink() },
    { to: sellerPaths.subscribers, Icon: UsersRound, label: m.sellerSubscribersLink() },
    { to: sellerPaths.accounts, Icon: BookUser, label: m.sellerAccountsLink() },
    // issue 26 (D94): the kitchen's holidays and the plan meals households lost
    { to: sellerPaths.holidays, Icon: CalendarOff, label: m.sellerHolidaysLink() },
    { to: sellerPaths.lostMeals, Icon: PackageX, label: m.sellerLostMealsLink() },
    // issue 27 (D98): bank credits no UPI request's amount named, for the seller to assign
    { to: sellerPaths.payments, Icon: MessageSquareText, label: m.sellerPaymentsLink() },
  ] as const;

/**
 * The seller's home dashboard (spec 2; docs/decisions/p03): tabs Today, Week, this month's short name and
 * Lifetime, and the server's Orders, Revenue (₹, cancelled orders left out), Users and the UPI received
 * (issue 15, D53) for the chosen frame; the payments to match, when any wait (issue 27, D98); today's meal
 * slots (issue 14); 'Share today's menu' (issue 15, D58).
 */
export function DashboardPage() {
  const [frame, setFrame] = useState<TimeFrame>(1);
  const panelId = useId();
  const timeZone = useKitchenTimeZone();
  const token = useAuth((state) => state.token);
  const stats = useStats(frame, Boolean(token));
  // The counts come with the first page of the Preparing list, which the layout keeps loaded (issue 11).
  const orders = useSellerOrderList('Preparing', Boolean(token));
  const counts = orders.data?.pages[0]?.counts ?? null;
  const waiting = counts ? counts.preparing + counts.outForDelivery : 0;
  const figures = stats.isError ? undefined : stats.data;

  return (
    <div className="px-4 pt-5">
      <p className="text-sm font-medium text-muted">
        {greeting(timeZone)}, {m.chef()}
      </p>
      <h1 className="font-display text-3xl font-bold text-ink">{m.yourKitchen()}</h1>

      <div className="mt-5">
        <TimeFrameTabs value={frame} onChange={setFrame} panelId={panelId} timeZone={timeZone} />
      </div>
      <section
        id={panelId}
        role="tabpanel"
        aria-label={m.figuresForFrame({ frame: timeFrameLabels(timeZone)[frame] })}
        aria-busy={stats.isFetching}
        className={`mt-4 grid grid-cols-2 gap-3 transition-opacity ${stats.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <StatCard
          wide
          label={m.revenue()}
          value={figures ? formatRupees(figures.revenue) : undefined}
          icon={<IndianRupee className="size-5" />}
          tone="bg-green-50 text-veg"
        />
        <StatCard
          label={m.orders()}
          value={figures ? String(figures.orders) : undefined}
          // Cancelled orders are not in the orders nor the revenue; counted here (issue 15, D54).
          note={figures ? m.cancelledCount({ count: figures.cancelled }) : undefined}
          icon={<ReceiptText className="size-5" />}
          tone="bg-primary-soft text-primary"
        />
        <StatCard
          label={m.users()}
          value={figures ? String(figures.users) : undefined}
          icon={<Users className="size-5" />}
          tone="bg-amber-50 text-amber-700"
        />
        {/* Gateway payments beside UPI (D112), only in a frame that has them: most kitchens take none. */}
        <StatCard
          wide={!figures?.online}
          label={m.upiTotal()}
          value={figures ? formatRupees(figures.upi) : undefined}
          icon={<Smartphone className="size-5" />}
          tone="bg-sky-50 text-sky-700"
        />
        {figures?.online ? (
          <StatCard
            label={m.incomeOnline()}
            value={formatRupees(figures.online)}
            icon={<CreditCard className="size-5" />}
            tone="bg-teal-50 text-teal-700"
          />
        ) : null}
      </section>
      {stats.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {stats.error.message}
        </p>
      ) : null}

      <Link
        to={sellerPaths.orders}
        className="mt-5 flex items-center gap-4 rounded-3xl bg-gradient-to-br from-primary to-primary-dark p-4 text-white shadow-lg"
      >
        <span className="grid size-12 place-items-center rounded-2xl bg-white/20" aria-hidden="true">
          <ReceiptText className="size-6" />
        </span>
        <span className="flex-1">
          <span className="block text-lg font-bold">
            {waiting === 1 ? m.oneOrderInProgress() : m.ordersInProgressCount({ count: waiting })}
          </span>
          <span className="block text-sm text-orange-50">
            {counts
              ? m.ordersPreparingAndOut({ preparing: counts.preparing, out: counts.outForDelivery })
              : m.checkingYourOrders()}
          </span>
        </span>
        <ChevronRight className="size-5" aria-hidden="true" />
      </Link>

      <PaymentsWaitingCard enabled={Boolean(token)} />
      <TodaysSlotsCard to={sellerPaths.slots} />
      <ShareMenuButton />

      <div className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3">
        {quickLinks().map(({ to, Icon, label }) => (
          <Link
            key={to}
            to={to}
            className="flex min-h-14 min-w-0 items-center gap-3 rounded-2xl bg-white px-4 font-semibold break-words text-ink ring-1 ring-line transition-colors hover:bg-primary-soft"
          >
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" /> {label}
          </Link>
        ))}
      </div>
      {/* The kitchen's books (issue 28 part 2, D108): turnover, the limits it nears, the accountant's CSV. */}
      <div className="mt-5">
        <BooksCard />
      </div>
    </div>
  );
}
