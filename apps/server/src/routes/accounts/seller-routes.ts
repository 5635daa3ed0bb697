import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { tellLowBalance } from '../../flows/accounts/tell-low-balance.ts';
import { paymentReceivedNotice } from '../../modules/live/whatsapp/whatsapp-notices.ts';
import { listAccounts } from '../../modules/accounts/list-accounts.ts';
import { recordAccountEntry } from '../../modules/accounts/record-account-entry.ts';
import { updateAccountTerms } from '../../modules/accounts/update-account-terms.ts';

/**
 * The seller's side of the household accounts (issue 26, D88): record a payment or adjustment (201, or
 * 200 with the first entry for a repeated Idempotency-Key; a low prepaid balance is then pushed to the
 * household, D95), the accounts and dues list, and the terms.
 * Registered inside the seller scope (app.ts), which requires the role.
 */
export const sellerAccountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.recordAccountPayment, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const { replayed, ...data } = await recordAccountEntry({
      ctx,
      userId: request.params.id,
      body: request.body,
      ...(key ? { idempotencyKey: key } : {}),
    });
    // After the commit: an entry that leaves a prepaid balance below two meals tells the household once (D95).
    if (!replayed && request.body.kind === 'payment') {
      // The household's receipt by WhatsApp when it opted in (D101); no push otherwise, as before.
      ctx.whatsapp.send(paymentReceivedNotice(request.params.id, request.body.amount_paise));
    }
    if (!replayed) await tellLowBalance(ctx, request.log, request.params.id);
    reply.code(replayed ? 200 : 201);
    return { status: 'success', data };
  });
  defineRoute(app, contract.listAccounts, async (request) => ({
    status: 'success',
    data: await listAccounts(ctx, request.query.only),
  }));
  defineRoute(app, contract.updateAccountTerms, async (request) => ({
    status: 'success',
    data: { account: await updateAccountTerms({ ctx, userId: request.params.id, terms: request.body }) },
  }));
};
