import type { AccountSummary, LedgerEntry } from '@rasoi/domain/ledger';
import type { HouseholdAccountsTable, LedgerEntriesTable } from '../../db/schema.ts';
import { fromFlag } from '../../db/values.ts';

/** An entry as the API answers it (D88): the stored row without its idempotency key and owner. */
export function entryAnswer(row: LedgerEntriesTable): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount_paise: row.amount_paise,
    balance_after_paise: row.balance_after_paise,
    day: row.day,
    source_type: row.source_type,
    source_id: row.source_id,
    note: row.note,
    recorded_by: row.recorded_by,
    created_at: row.created_at,
  };
}

/** An account's standing as the API answers it; a household without an account stands at zero. */
export function accountAnswer(userId: string, row: HouseholdAccountsTable | undefined): AccountSummary {
  return {
    user_id: userId,
    balance_paise: row?.balance_paise ?? 0,
    credit_limit_paise: row?.credit_limit_paise ?? 0,
    on_account_allowed: row ? fromFlag(row.on_account_allowed) : false,
    owing_since: row?.owing_since ?? null,
  };
}
