import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSchemaFor } from '@rasoi/domain/address';
import type { AddressData, AddressesData, ApiSuccess } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { callerOf, requireCustomer } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { insertAddress, listUserAddresses, toAddress } from './address-queries.ts';

/**
 * The caller's delivery addresses (spec 7): GET /address (newest first) and POST /address, which
 * checks the form rules and that the kitchen delivers to the pincode (spec 5, DECISIONS 1), at most
 * CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE a minute per customer (D36).
 */
export const addressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireCustomer);

  app.get('/address', async (request): Promise<ApiSuccess<AddressesData>> => {
    const rows = await listUserAddresses(ctx.db, callerOf(request).id);
    return { status: 'success', data: { addresses: rows.map(toAddress) } };
  });

  app.post(
    '/address',
    { schema: { body: addressSchemaFor(ctx.config.serviceablePincodes) }, config: customerWriteLimit },
    async (request, reply): Promise<ApiSuccess<AddressData>> => {
      const row = await insertAddress(ctx.db, callerOf(request).id, request.body, ctx.now());
      reply.code(201);
      return { status: 'success', data: { address: toAddress(row) } };
    },
  );
};
