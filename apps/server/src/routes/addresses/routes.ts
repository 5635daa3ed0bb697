import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isServiceablePincode } from '@rasoi/domain/address';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { ADDRESSES_PER_CUSTOMER_MAX } from '@rasoi/domain/constants';
import {
  insertAddressWithinCap,
  listUserAddresses,
  toAddress,
} from '../../modules/customers/addresses/address-queries.ts';

/**
 * The caller's delivery addresses (spec 7): GET /address (newest first) and POST /address, which
 * checks the form rules and that the kitchen delivers to the pincode (spec 5, docs/decisions/p01), at most
 * CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE a minute per customer per instance (D36), and refuses with 409
 * m.addressesFull() a customer who keeps ADDRESSES_PER_CUSTOMER_MAX already (counted in the database, D79).
 */
export const addressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listAddresses, async (request) => {
    const rows = await listUserAddresses(ctx.db, callerOf(request).id);
    return { status: 'success', data: { addresses: rows.map(toAddress) } };
  });

  defineRoute(
    app,
    contract.createAddress,
    async (request, reply) => {
      // The kitchen's stored pincodes (D40), judged after the form's other rules, as the web form does.
      const { serviceable_pincodes } = await ctx.kitchenSettings.get();
      if (!isServiceablePincode(request.body.pincode, serviceable_pincodes)) {
        throw new AppError('BAD_REQUEST', 'notServiceable');
      }
      const row = await insertAddressWithinCap(ctx.db, callerOf(request).id, request.body, ctx.now());
      if (!row) throw new AppError('CONFLICT', 'addressesFull', { max: ADDRESSES_PER_CUSTOMER_MAX });
      reply.code(201);
      return { status: 'success', data: { address: toAddress(row) } };
    },
    { config: customerWriteLimit },
  );
};
