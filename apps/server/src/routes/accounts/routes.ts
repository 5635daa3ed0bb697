import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { accountStatement } from '../../modules/accounts/account-statement.ts';
import { readAccount } from '../../modules/accounts/read-account.ts';

/**
 * The customer's household account (issue 26, D88): GET /account and GET /account/statement. Both read
 * the caller's own account only (the session's user): there is no id to name another household's.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getMyAccount, async (request) => ({
    status: 'success',
    data: await readAccount(ctx, callerOf(request).id, request.query),
  }));
  defineRoute(app, contract.getAccountStatement, async (request) => ({
    status: 'success',
    data: await accountStatement(ctx, callerOf(request).id, request.query.month),
  }));
};
