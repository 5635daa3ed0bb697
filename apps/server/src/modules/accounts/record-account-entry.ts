import type { z } from 'zod';
import {
  ACCOUNT_BALANCE_MAX_PAISE,
  paiseText,
  type LedgerEntry,
  type recordAccountEntryBodySchema,
} from '@rasoi/domain/ledger';
import { localDateAt } from '@rasoi/domain/slots';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { entryAnswer } from './entry-answer.ts';
import { postEntry } from './post-entry.ts';

/**
 * The seller records a household's payment (cash or UPI) or an adjustment with a note (issue 26,
 * docs/decisions/0088), on today's kitchen day, in one transaction. `idempotencyKey` is the request's
 * Idempotency-Key (a fresh one when it sent none): a repeat answers the first entry, `replayed`, and
 * posts nothing. Refusals change nothing: AppError 404 m.accountNotFound() (no such household), 409
 * m.accountOverLimit() (an adjustment below minus the credit limit) or m.accountOverCeiling().
 */
export async function recordAccountEntry(options: {
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>;
  userId: string;
  body: z.output<typeof recordAccountEntryBodySchema>;
  idempotencyKey?: string;
}): Promise<{ entry: LedgerEntry; balance_paise: number; replayed: boolean }> {
  const { ctx, userId, body } = options;
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const result = await postEntry(
      trx,
      {
        userId,
        kind: body.kind,
        method: body.kind === 'payment' ? body.method : null,
        amountPaise: body.amount_paise,
        day: localDateAt(now, ctx.config.kitchenTimezone),
        note: body.note,
        recordedBy: 'seller',
        idempotencyKey: options.idempotencyKey ?? newId(),
      },
      now,
    );
    // Thrown inside the transaction, so a refusal rolls back the account a credit may have opened.
    if (!result.posted) {
      switch (result.reason) {
        case 'noHousehold':
          throw new AppError('NOT_FOUND', 'accountNotFound');
        case 'overCeiling':
          throw new AppError('CONFLICT', 'accountOverCeiling', { max: paiseText(ACCOUNT_BALANCE_MAX_PAISE) });
        case 'overLimit':
          throw new AppError('CONFLICT', 'accountOverLimit', {
            limit: paiseText(result.creditLimitPaise),
            balance: paiseText(result.balancePaise),
          });
      }
    }
    return { entry: entryAnswer(result.entry), balance_paise: result.balancePaise, replayed: result.replayed };
  });
}
