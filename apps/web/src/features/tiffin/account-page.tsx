import { useCallback, useRef } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import type { AccountSummary } from '@rasoi/domain/ledger';
import { dateWord } from '@rasoi/domain/slot-words';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { useAuth } from '../../lib/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { useMyAccount } from './api/get-account.ts';
import { EntryRow } from './entry-row.tsx';
import { StatementView } from './statement-view.tsx';
import { TopUpCard } from './top-up-card.tsx';

/**
 * The account's standing: the balance in paise, owing shown as dues (red, with since when), money held
 * as credit; then the terms: the credit limit and whether monthly payment on account is open.
 */
function BalanceCard({ account }: { account: AccountSummary }) {
  const owes = account.balance_paise < 0;
  return (
    <div className="mt-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 className="text-sm font-medium text-muted">{m.tiffinBalance()}</h2>
      <p className={`mt-1 font-display text-3xl font-bold tabular-nums ${owes ? 'text-red-700' : 'text-ink'}`}>
        {paiseText(account.balance_paise)}
      </p>
      {owes ? (
        <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
          {m.tiffinDues({ amount: paiseText(-account.balance_paise) })}
          {account.owing_since ? (
            <span className="block text-xs font-medium">
              {m.tiffinOwingSince({ day: dateWord(account.owing_since) })}
            </span>
          ) : null}
        </p>
      ) : account.balance_paise > 0 ? (
        <p className="mt-2 text-sm font-medium text-green-700">
          {m.tiffinInCredit({ amount: paiseText(account.balance_paise) })}
        </p>
      ) : null}
      <ul className="mt-3 space-y-1 border-t border-dashed border-line pt-3 text-sm text-muted">
        <li>{m.tiffinCreditLimit({ amount: paiseText(account.credit_limit_paise) })}</li>
        <li>{account.on_account_allowed ? m.tiffinOnAccountAllowed() : m.tiffinOnAccountNotAllowed()}</li>
      </ul>
    </div>
  );
}

/**
 * 'Account' (issue 26, D88): the household account kept in paise. The balance (owing shown as dues) and
 * terms, 'Add money by UPI' (issue 27, D99), the entries newest first with day, kind and amount, older ones a
 * page at a time ('Older entries', as My Orders), and a month's statement. Needs login.
 */
export function AccountPage() {
  const token = useAuth((state) => state.token);
  const timeZone = useKitchenTimeZone();
  const query = useMyAccount(Boolean(token));
  const { account, entries = [], isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const listRef = useRef<HTMLUListElement>(null);

  return (
    <section className="px-4 pt-4 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.tiffinAccount()}</h1>
      {!token ? (
        <LoginPrompt message={m.tiffinLogInForAccount()} />
      ) : isPending ? (
        <LoadingDots label={m.tiffinLoadingAccount()} />
      ) : isError || !account ? (
        <div className="mt-5 rounded-3xl bg-white p-6 text-center ring-1 ring-line">
          <p className="text-ink">{m.tiffinAccountLoadFailed()}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {m.tryAgain()}
          </Button>
        </div>
      ) : (
        <>
          <BalanceCard account={account} />
          <TopUpCard entries={entries} timeZone={timeZone} />
          <section
            aria-labelledby="account-entries"
            className="mt-6 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line"
          >
            <h2 id="account-entries" className="font-display text-xl font-bold text-ink">
              {m.tiffinEntries()}
            </h2>
            {entries.length === 0 ? (
              <p className="py-3 text-sm text-muted">{m.tiffinNoEntries()}</p>
            ) : (
              <ul
                ref={listRef}
                tabIndex={-1}
                aria-label={m.tiffinEntries()}
                className="divide-y divide-line focus:outline-none"
              >
                {entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
            {hasNextPage ? (
              <ShowMore
                loading={isFetchingNextPage}
                onMore={more}
                label={m.tiffinOlderEntries()}
                loadingLabel={m.tiffinLoadingOlderEntries()}
                focusOnEnd={listRef}
              />
            ) : null}
          </section>
          <StatementView timeZone={timeZone} />
        </>
      )}
    </section>
  );
}
