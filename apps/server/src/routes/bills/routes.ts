import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadStatementFonts } from '../../lib/pdf-fonts.ts';
import { readOrderBill } from '../../flows/bills/read-order-bill.ts';
import { billPdf } from '../../modules/bills/bill-pdf.ts';

/**
 * An order's bill (issue 28 part 1, docs/decisions/0107): GET /order/:id/bill and its PDF, for the order's
 * customer or the seller (another customer's order is 404, as GET /order/:id).
 */
export const billRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Read on the first PDF and kept (D93); without the Noto fonts the PDF is 503 and the log says why.
  const fonts = () => {
    try {
      return loadStatementFonts();
    } catch (error) {
      app.log.error({ err: error }, 'bill PDF: fonts missing');
      throw new AppError('SERVICE_UNAVAILABLE', 'billPdfUnavailable');
    }
  };
  defineRoute(app, contract.getOrderBill, async (request) => ({
    status: 'success',
    data: await readOrderBill(ctx, callerOf(request), request.params.id),
  }));
  defineRoute(app, contract.getOrderBillPdf, async (request, reply) => {
    const { bill, credit_note } = await readOrderBill(ctx, callerOf(request), request.params.id);
    const pdf = await billPdf({ bill, creditNote: credit_note }, fonts());
    // The number's slashes are not a file name's.
    const fileName = `bill-${bill.number.replaceAll('/', '-')}.pdf`;
    return sendPdf(reply, pdf, fileName);
  });
};

/** Sends PDF bytes (documented as a string, contract: preSerialized) as a download named `fileName`. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
}
