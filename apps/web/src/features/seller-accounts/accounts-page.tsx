import { useState } from 'react';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { AccountCard, type AccountAction } from './account-card.tsx';
import { AdjustmentSheet } from './adjustment-sheet.tsx';
import { useAccounts, type AccountRow, type AccountsShown } from './api/get-accounts.ts';
import { PaymentSheet } from './payment-sheet.tsx';
import { TermsSheet } from './terms-sheet.tsx';

const SHOWN: readonly AccountsShown[] = ['all', 'dues'];

/** The household as the seller knows it on this page: its mobile number with the country prefix. */
const householdOf = (account: AccountRow) => `${PHONE_PREFIX} ${account.mobile}`;

/**
 * 'Household accounts' (issue 26, D88; /seller/accounts): every household's khata, or only those that owe
 * (`?only=dues`, kept in the URL), most owed first, as GET /accounts answers. Per household: record a
 * payment, an adjustment, or change its terms, each in a sheet of its own.
 */
export function AccountsPage() {
  const [only, setOnly] = useTabParam('only', SHOWN);
  const accounts = useAccounts(only);
  const [open, setOpen] = useState<{ account: AccountRow; action: AccountAction } | null>(null);
  const labels: Record<AccountsShown, string> = { all: m.sellerAccountsAll(), dues: m.sellerAccountsDues() };
  const close = () => setOpen(null);

  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.sellerAccountsTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.sellerAccountsHint()}</p>
      <div role="group" aria-label={m.sellerAccountsShow()} className="mt-4 grid grid-cols-2 gap-2">
        {SHOWN.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={only === value}
            onClick={() => setOnly(value)}
            className={`min-h-11 rounded-xl border-2 text-sm font-semibold transition-colors ${
              only === value ? 'border-primary bg-primary text-white' : 'border-line bg-white text-muted'
            }`}
          >
            {labels[value]}
          </button>
        ))}
      </div>
      <div className={`mt-5 space-y-3 transition-opacity ${accounts.isPlaceholderData ? 'opacity-60' : ''}`}>
        {accounts.isPending ? <ListSkeleton /> : null}
        {accounts.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {accounts.error.message}
          </p>
        ) : null}
        {accounts.data?.length === 0 && !accounts.isPlaceholderData ? (
          <ListEmpty text={only === 'dues' ? m.sellerAccountsNoDues() : m.sellerAccountsEmpty()} />
        ) : null}
        {(accounts.data ?? []).map((account) => (
          <AccountCard
            key={account.user_id}
            account={account}
            household={householdOf(account)}
            onAction={(action) => setOpen({ account, action })}
          />
        ))}
      </div>
      {open?.action === 'payment' ? (
        <PaymentSheet userId={open.account.user_id} household={householdOf(open.account)} onClose={close} />
      ) : null}
      {open?.action === 'adjustment' ? (
        <AdjustmentSheet userId={open.account.user_id} household={householdOf(open.account)} onClose={close} />
      ) : null}
      {open?.action === 'terms' ? (
        <TermsSheet account={open.account} household={householdOf(open.account)} onClose={close} />
      ) : null}
    </div>
  );
}
