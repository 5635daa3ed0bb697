import { useId } from 'react';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import { dateWord } from '@rasoi/domain/slot-words';
import type { Subscriber, SubscriptionState } from '@rasoi/domain/subscriptions';
import { DietNotes } from '../../ui/diet-notes.tsx';

/** A state in words and its badge's colours (never the colour alone). */
const stateBadge = (state: SubscriptionState): { text: string; tone: string } =>
  ({
    active: { text: m.sellerSubscriberActive(), tone: 'bg-green-50 text-veg ring-green-200' },
    paused: { text: m.sellerSubscriberPaused(), tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
    ended: { text: m.sellerSubscriberEnded(), tone: 'bg-stone-100 text-stone-600 ring-stone-200' },
  })[state];

/** The pause in force ('Paused 3 Dec to 5 Dec'), the next one ('Pauses ...'), or the last meal of an ended one. */
function whenText(subscriber: Subscriber): string | null {
  if (subscriber.state === 'ended') {
    return subscriber.end_day ? m.sellerSubscriberEndedOn({ day: dateWord(subscriber.end_day) }) : null;
  }
  if (!subscriber.pause) return null;
  const range = { from: dateWord(subscriber.pause.from), until: dateWord(subscriber.pause.until) };
  return subscriber.state === 'paused' ? m.sellerSubscriberPausedRange(range) : m.sellerSubscriberNextPause(range);
}

/** The household account's standing: what it owes, its balance, or that it has none yet. */
function balanceText(balance: number | null): string {
  if (balance === null) return m.sellerSubscriberNoAccount();
  return balance < 0
    ? m.sellerSubscriberOwes({ amount: paiseText(-balance) })
    : m.sellerSubscriberBalance({ amount: paiseText(balance) });
}

/**
 * One subscription on the seller's Subscribers page (issue 26, D91): the household (the name on its address
 * and its mobile, a tap to call), the plan and slot, the state in words with the pause or the last meal, the
 * tiffins a meal, how it pays, the address, the diet notes, and the account's balance or dues.
 */
export function SubscriberCard({ subscriber }: { subscriber: Subscriber }) {
  const titleId = useId();
  const badge = stateBadge(subscriber.state);
  const when = whenText(subscriber);
  const { address } = subscriber;
  const owes = subscriber.balance_paise !== null && subscriber.balance_paise < 0;
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-4 ring-1 ring-line">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {address.reciever_name}
          </h2>
          <a href={`tel:${PHONE_PREFIX}${subscriber.household.mobile}`} className="text-sm font-medium text-primary">
            {PHONE_PREFIX} {subscriber.household.mobile}
          </a>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${badge.tone}`}>
          {badge.text}
        </span>
      </div>
      <p className="mt-2 text-sm font-semibold text-ink">
        {subscriber.plan.name}, {subscriber.plan.slot_name}
      </p>
      {when ? <p className="text-sm text-amber-800">{when}</p> : null}
      <p className="text-sm text-ink/80">{m.sellerSubscriberSince({ day: dateWord(subscriber.start_day) })}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
        <li className="rounded-full bg-primary-soft px-2.5 py-0.5 text-primary-dark">
          {m.sellerSubscriberTiffins({ count: subscriber.tiffins })}
        </li>
        <li className="rounded-full bg-sky-50 px-2.5 py-0.5 text-sky-800">
          {subscriber.pay === 'prepaid' ? m.sellerSubscriberPrepaid() : m.sellerSubscriberOnAccount()}
        </li>
      </ul>
      <p className="mt-1 text-sm text-ink/80">
        {address.flat_number}, {address.tower_number}, {address.society}
      </p>
      <DietNotes diet={subscriber.diet} className="mt-2" />
      <p className={`mt-2 text-sm font-semibold ${owes ? 'text-red-700' : 'text-ink'}`}>
        {balanceText(subscriber.balance_paise)}
      </p>
    </section>
  );
}
