import { type KeyboardEvent } from 'react';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { TicketPercent } from 'lucide-react';
import type { Coupon } from '@rasoi/domain/api';
import { COUPON_TABS, couponState, couponsInTab, type CouponTab } from '@rasoi/domain/coupon';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { useCoupons } from './api/get-coupons.ts';
import { CouponTicket } from './coupon-ticket.tsx';
import { useApplyCoupon } from './use-apply-coupon.ts';
import { useNow } from './use-now.ts';
import { useScratchNow } from './use-scratch-now.ts';

/** Each tab's name, and what an empty tab says: messages, read when shown (issue 16, D62). */
const TAB_LABELS: Record<CouponTab, () => string> = { active: m.active, used: m.used, expired: m.expired };

const EMPTY_TEXTS: Record<CouponTab, { title: () => string; body: () => string }> = {
  active: { title: m.couponsEmptyActiveTitle, body: m.couponsEmptyActiveBody },
  used: { title: m.couponsEmptyUsedTitle, body: m.couponsEmptyUsedBody },
  expired: { title: m.couponsEmptyExpiredTitle, body: m.couponsEmptyExpiredBody },
};

function EmptyTab({ tab }: { tab: CouponTab }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-line">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
        <TicketPercent className="size-7" />
      </span>
      <p className="mt-4 text-lg font-bold text-ink">{EMPTY_TEXTS[tab].title()}</p>
      <p className="mt-1 max-w-xs text-sm text-muted">{EMPTY_TEXTS[tab].body()}</p>
    </div>
  );
}

function CouponList({ coupons, now }: { coupons: Coupon[]; now: Date }) {
  const scratchNow = useScratchNow();
  const applyToCart = useApplyCoupon();
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {coupons.map((coupon) => {
        const state = couponState(coupon, now);
        const action =
          state === 'unscratched'
            ? { label: m.scratchNow(), onClick: () => scratchNow(coupon) }
            : state === 'active'
              ? { label: m.useThisCode(), onClick: () => applyToCart(coupon) }
              : undefined;
        return (
          <li key={coupon._id}>
            <CouponTicket coupon={coupon} state={state} action={action} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * My Coupons (spec 2 'Coupons', spec 4 'Coupon states'): tabs Active, Used and Expired by the domain
 * rules. Unscratched coupons offer 'Scratch now' (the scratch-code overlay); scratched ones show the
 * code, the off, 'Valid till' and 'Use this code', which applies the coupon and goes to the cart.
 */
export function CouponsPage() {
  const token = useAuth((state) => state.token);
  const { data: coupons, isPending, isError, refetch } = useCoupons(Boolean(token));
  const [tab, setTab] = useTabParam('tab', COUPON_TABS);
  const now = useNow();
  const shown = coupons ? couponsInTab(coupons, tab, now) : [];

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = COUPON_TABS[(COUPON_TABS.indexOf(tab) + step + COUPON_TABS.length) % COUPON_TABS.length]!;
    setTab(next);
    document.getElementById(`coupon-tab-${next}`)?.focus();
  }

  return (
    <section className="px-4 pt-4 pb-8" aria-labelledby="coupons-title">
      <h1 id="coupons-title" className="text-2xl font-bold text-ink">
        {m.myCoupons()}
      </h1>
      {!token ? (
        <LoginPrompt message={m.logInToSeeAnd()} />
      ) : (
        <>
          <div
            role="tablist"
            aria-label={m.coupons()}
            className="mt-4 grid grid-cols-3 gap-1 rounded-2xl bg-white p-1 ring-1 ring-line"
          >
            {COUPON_TABS.map((name) => {
              const count = coupons ? couponsInTab(coupons, name, now).length : 0;
              const selected = name === tab;
              return (
                <button
                  key={name}
                  id={`coupon-tab-${name}`}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls="coupon-tab-panel"
                  tabIndex={selected ? 0 : -1}
                  onKeyDown={onTabKey}
                  onClick={() => setTab(name)}
                  className={`min-h-11 rounded-xl text-sm font-semibold transition-colors ${selected ? 'bg-primary text-white shadow' : 'text-muted hover:bg-primary-soft/60'}`}
                >
                  {TAB_LABELS[name]()}
                  {coupons && count > 0 ? <span className="ml-1 tabular-nums">({count})</span> : null}
                </button>
              );
            })}
          </div>
          <div id="coupon-tab-panel" role="tabpanel" aria-labelledby={`coupon-tab-${tab}`}>
            {isPending ? (
              <div className="mt-4 space-y-3" aria-label={m.loadingCoupons()}>
                {[0, 1].map((i) => (
                  <div key={i} className="h-32 animate-pulse rounded-2xl bg-white ring-1 ring-line" />
                ))}
              </div>
            ) : isError ? (
              <div className="mt-5 rounded-3xl bg-white p-6 text-center ring-1 ring-line">
                <p className="text-ink">{m.couponsLoadFailed()}</p>
                <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
                  {m.tryAgain()}
                </Button>
              </div>
            ) : shown.length === 0 ? (
              <EmptyTab tab={tab} />
            ) : (
              <CouponList coupons={shown} now={now} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
