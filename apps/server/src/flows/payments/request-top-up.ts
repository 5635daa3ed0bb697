import { ACCOUNT_BALANCE_MAX_PAISE, paiseText } from '@rasoi/domain/ledger';
import type { UpiRequest } from '@rasoi/domain/upi-requests';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccount } from '../../modules/accounts/account-queries.ts';
import { openUpiRequest, TOPUP_UPI_REQUEST_LIFE_MS, toUpiRequest } from '../../modules/payments/upi-requests.ts';

/**
 * The customer `userId` asks to add `amountPaise` (TOPUP_MIN_PAISE to TOPUP_MAX_PAISE, checked by the
 * contract) to their household account by UPI (issue 27, docs/decisions/0099): opens their top-up request,
 * the amount less the fewest paise (0 to 99) no other open request asks (D98), open for
 * TOPUP_UPI_REQUEST_LIFE_MS. A household has one open top-up: the same amount again answers it with its life
 * renewed, another amount replaces it (`openUpiRequest`). Nothing is posted here: the bank's credit of the
 * exact amount posts the payment (`matchBankCredit`). Throws AppError 409 m.topUpOverCeiling() when the
 * account, as it stands, would hold more than ACCOUNT_BALANCE_MAX_PAISE (the posting decides again when the
 * money comes), 503 m.upiRequestBusy() when all 100 amounts near it are taken by open requests.
 */
export async function requestTopUp(options: {
  ctx: Pick<AppContext, 'db' | 'groupCommit' | 'now'>;
  userId: string;
  amountPaise: number;
}): Promise<UpiRequest> {
  const { ctx, userId, amountPaise } = options;
  const now = ctx.now();
  const opened = await ctx.groupCommit.transaction(async (trx) => {
    const balance = (await findAccount(trx, userId))?.balance_paise ?? 0;
    if (balance + amountPaise > ACCOUNT_BALANCE_MAX_PAISE) {
      throw new AppError('CONFLICT', 'topUpOverCeiling', {
        max: paiseText(ACCOUNT_BALANCE_MAX_PAISE),
        amount: paiseText(amountPaise),
      });
    }
    return openUpiRequest(
      trx,
      { kind: 'topup', orderId: null, userId, billPaise: amountPaise, lifeMs: TOPUP_UPI_REQUEST_LIFE_MS },
      now,
    );
  });
  if (!opened) throw new AppError('SERVICE_UNAVAILABLE', 'upiRequestBusy');
  return toUpiRequest(opened);
}
