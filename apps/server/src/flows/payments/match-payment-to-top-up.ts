import { ACCOUNT_BALANCE_MAX_PAISE, LEDGER_AMOUNT_MAX_PAISE, paiseText, type LedgerEntry } from '@rasoi/domain/ledger';
import { ACCOUNT_CHANGED_EVENT } from '@rasoi/domain/events';
import { localDateAt } from '@rasoi/domain/slots';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { entryAnswer } from '../../modules/accounts/entry-answer.ts';
import { postEntry } from '../../modules/accounts/post-entry.ts';
import { findPaymentSms, markBankSmsMatched } from '../../modules/payments/bank-sms-queries.ts';
import { findUpiRequest, markTopUpPaidByHand } from '../../modules/payments/upi-requests.ts';
import { creditEntryKey } from './match-bank-credit.ts';

/**
 * The seller assigns the payment to match `paymentId` to the household's top-up request `requestId` it paid
 * (issue 27, docs/decisions/0099): a top-up still open, or past its life unpaid (the payment came late, or
 * was the rounded amount). In one transaction: the request turns paid by the credit's RRN (one conditional
 * UPDATE: a credit paying it meanwhile, or another assignment, wins once), the SMS is marked matched to it
 * (a conditional UPDATE: two taps, or a tap racing 'not mine', assign it once), and the credit's own amount
 * is posted to the household's account as a UPI payment recorded by the seller, keyed `upi:<rrn>` as the
 * automatic match is, on the kitchen day the SMS came. Then the household's open account page is told. Answers
 * the entry and the balance. Throws AppError 404 m.paymentNotFound(), 404 m.topUpRequestNotFound(), 409
 * m.paymentAlreadyDecided(), 409 m.paymentWithoutAmount() (an unread SMS), 409 m.paymentOverEntryMax(), 409
 * m.topUpNotAwaited() (paid, or replaced by another amount), 409 m.accountOverCeiling(); each rolls back.
 */
export async function matchPaymentToTopUp(
  ctx: Pick<AppContext, 'now' | 'groupCommit' | 'orderEvents' | 'config'>,
  paymentId: string,
  requestId: string,
): Promise<{ entry: LedgerEntry; balance_paise: number }> {
  const now = ctx.now();
  const done = await ctx.groupCommit.transaction(async (trx) => {
    const sms = await findPaymentSms(trx, paymentId);
    if (!sms) throw new AppError('NOT_FOUND', 'paymentNotFound');
    if (sms.status !== 'unmatched') throw new AppError('CONFLICT', 'paymentAlreadyDecided');
    if (sms.kind !== 'credit' || sms.amount_paise === null || sms.rrn === null) {
      throw new AppError('CONFLICT', 'paymentWithoutAmount');
    }
    if (sms.amount_paise > LEDGER_AMOUNT_MAX_PAISE) {
      throw new AppError('CONFLICT', 'paymentOverEntryMax', {
        amount: paiseText(sms.amount_paise),
        max: paiseText(LEDGER_AMOUNT_MAX_PAISE),
      });
    }
    const request = await findUpiRequest(trx, requestId);
    if (!request || request.kind !== 'topup') throw new AppError('NOT_FOUND', 'topUpRequestNotFound');
    if (!(await markTopUpPaidByHand(trx, requestId, sms.rrn, now))) throw new AppError('CONFLICT', 'topUpNotAwaited');
    if (!(await markBankSmsMatched(trx, paymentId, { type: 'upi_request', id: requestId }))) {
      throw new AppError('CONFLICT', 'paymentAlreadyDecided');
    }
    const posted = await postEntry(
      trx,
      {
        userId: request.user_id,
        kind: 'payment',
        method: 'upi',
        amountPaise: sms.amount_paise,
        day: localDateAt(new Date(sms.received_at), ctx.config.kitchenTimezone),
        source: { type: 'upi_request', id: requestId },
        recordedBy: 'seller',
        idempotencyKey: creditEntryKey(sms.rrn),
      },
      now,
    );
    // Only the ceiling refuses a payment; thrown, so the request and the SMS are as they were.
    if (!posted.posted) {
      throw new AppError('CONFLICT', 'accountOverCeiling', { max: paiseText(ACCOUNT_BALANCE_MAX_PAISE) });
    }
    return { entry: entryAnswer(posted.entry), balance_paise: posted.balancePaise, userId: request.user_id };
  });
  await ctx.orderEvents.tell({ userId: done.userId, type: ACCOUNT_CHANGED_EVENT });
  return { entry: done.entry, balance_paise: done.balance_paise };
}
