import { useId } from 'react';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import { dateWord } from '@rasoi/domain/slot-words';
import type { AccountRow } from './api/get-accounts.ts';

/** What the sheet buttons open for this household. */
export type AccountAction = 'payment' | 'adjustment' | 'terms';

/** The balance in words: 'Owes ₹1,250.50 since Mon, 1 Dec', 'In credit ₹500', or 'Settled'. */
function standingText(account: AccountRow): string {
  if (account.balance_paise < 0) {
    const amount = paiseText(-account.balance_paise);
    return account.owing_since
      ? m.sellerAccountOwesSince({ amount, day: dateWord(account.owing_since) })
      : m.sellerSubscriberOwes({ amount });
  }
  return account.balance_paise > 0
    ? m.sellerAccountInCredit({ amount: paiseText(account.balance_paise) })
    : m.sellerAccountSettled();
}

/**
 * One household's account on the seller's Accounts page (issue 26, D88): its mobile (a tap calls), what it
 * owes and since when or its credit, the credit limit and 'may pay monthly on account'; Payment, Adjust and
 * Terms open their sheets. The card is a region named by the household, so its buttons read plainly in it.
 */
export function AccountCard({
  account,
  household,
  onAction,
}: {
  account: AccountRow;
  household: string;
  onAction: (action: AccountAction) => void;
}) {
  const titleId = useId();
  const owes = account.balance_paise < 0;
  const button =
    'min-h-11 flex-1 rounded-xl border-2 border-primary bg-white px-3 text-sm font-semibold text-primary transition-colors hover:bg-primary-soft';
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-4 ring-1 ring-line">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        <a href={`tel:${PHONE_PREFIX}${account.mobile}`} className="hover:underline">
          {household}
        </a>
      </h2>
      <p className={`mt-1 font-semibold ${owes ? 'text-red-700' : 'text-veg'}`}>{standingText(account)}</p>
      <p className="mt-1 text-sm text-muted">
        {m.sellerAccountLimit({ amount: paiseText(account.credit_limit_paise) })}
      </p>
      {account.on_account_allowed ? <p className="text-sm text-muted">{m.sellerAccountMonthly()}</p> : null}
      <div className="mt-3 flex gap-2">
        <button type="button" className={button} onClick={() => onAction('payment')}>
          {m.sellerAccountPayment()}
        </button>
        <button type="button" className={button} onClick={() => onAction('adjustment')}>
          {m.sellerAccountAdjust()}
        </button>
        <button type="button" className={button} onClick={() => onAction('terms')}>
          {m.sellerAccountTerms()}
        </button>
      </div>
    </section>
  );
}
