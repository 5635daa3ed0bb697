import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { exportBills } from '../../flows/bills/export-bills.ts';
import { listBills } from '../../flows/bills/list-bills.ts';
import { readBooks } from '../../flows/bills/read-books.ts';
import { updateBooksLimits } from '../../modules/bills/books-queries.ts';

/**
 * The seller's bills and books (issue 28, docs/decisions/0107 and 0108): GET /bills, a month's, paged; the
 * accountant's CSV; the turnover and the limits it nears, and the limits' settings.
 */
export const sellerBillRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listBills, async (request) => ({
    status: 'success',
    data: await listBills(ctx, request.query),
  }));
  defineRoute(app, contract.exportBills, async (request, reply) => {
    const { month, year } = request.query;
    return sendCsv(reply, exportBills(ctx, request.query), `bills-${month ?? year}.csv`);
  });
  defineRoute(app, contract.getBooks, async () => ({ status: 'success', data: await readBooks(ctx) }));
  defineRoute(app, contract.updateBooksSettings, async (request) => {
    const limits = await updateBooksLimits(ctx.db, request.body, ctx.now());
    return { status: 'success', data: await readBooks(ctx, limits) };
  });
};

/** Streams CSV lines (documented as a string, contract: preSerialized) as a download named `fileName`. */
function sendCsv(reply: FastifyReply, csv: Readable, fileName: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
