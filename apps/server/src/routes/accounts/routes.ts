import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { requestTopUp } from '../../flows/payments/request-top-up.ts';
import { accountStatement, statementDocument } from '../../modules/accounts/account-statement.ts';
import { readAccount } from '../../modules/accounts/read-account.ts';
import { shareStatement, sharedStatement } from '../../modules/accounts/share-statement.ts';
import { statementReadyNotice } from '../../modules/live/whatsapp/whatsapp-notices.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadStatementFonts } from '../../lib/pdf-fonts.ts';
import { statementPdf } from '../../modules/accounts/statement-pdf.ts';

/**
 * The customer's household account (issue 26, D88): GET /account, POST /account/topup (a top-up by UPI,
 * D99), GET /account/statement and its PDF (D93), each of the caller's own account only (the session's user: there is no id to name another
 * household's), and POST /account/statement/share, a link to one month's statement. The link's public
 * side: GET /statements/:token (JSON) and /statements/:token.pdf, 404 for a token not valid now.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Read on the first PDF and kept (D93). A server without the Noto fonts still starts (npm start on a
  // fresh machine): the PDF is then 503, and the log says what to install.
  const fonts = () => {
    try {
      return loadStatementFonts();
    } catch (error) {
      app.log.error({ err: error }, 'statement PDF: fonts missing');
      throw new AppError('SERVICE_UNAVAILABLE', 'statementPdfUnavailable');
    }
  };
  defineRoute(app, contract.getMyAccount, async (request) => ({
    status: 'success',
    data: await readAccount(ctx, callerOf(request).id, request.query),
  }));
  // A top-up by UPI (issue 27, D99): a write (it opens a request), held to the per-customer limit.
  defineRoute(
    app,
    contract.requestTopUp,
    async (request) => {
      const upiRequest = await requestTopUp({
        ctx,
        userId: callerOf(request).id,
        amountPaise: request.body.amount_paise,
      });
      return { status: 'success', data: { upi_request: upiRequest } };
    },
    { config: customerWriteLimit },
  );
  defineRoute(app, contract.getAccountStatement, async (request) => ({
    status: 'success',
    data: await accountStatement(ctx, callerOf(request).id, request.query.month),
  }));
  defineRoute(app, contract.getAccountStatementPdf, async (request, reply) => {
    const { month } = request.query;
    const document = await statementDocument(ctx, callerOf(request).id, month);
    return sendPdf(reply, await statementPdf(document, fonts()), `statement-${month}.pdf`);
  });
  defineRoute(app, contract.shareAccountStatement, async (request) => {
    const userId = callerOf(request).id;
    const link = await shareStatement(ctx, userId, request.body.month);
    // 'Statement ready' with the link, by WhatsApp to a household that opted in (D101), in the background.
    ctx.whatsapp.send(statementReadyNotice(userId, request.body.month, link.url));
    return { status: 'success', data: link };
  });
  defineRoute(app, contract.getSharedStatement, async (request) => ({
    status: 'success',
    data: await sharedStatement(ctx, request.params.token),
  }));
  defineRoute(app, contract.getSharedStatementPdf, async (request, reply) => {
    const shared = await sharedStatement(ctx, request.params.token);
    return sendPdf(reply, await statementPdf(shared, fonts()), `statement-${shared.statement.month}.pdf`);
  });
};

/** Sends PDF bytes (documented as a string, contract: preSerialized) as a download named `fileName`. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
}
