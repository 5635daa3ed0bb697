import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OTP_SENDS_PER_IP_PER_HOUR,
  SELLER_LOGINS_PER_IP_PER_WINDOW,
  SELLER_LOGIN_WINDOW_MINUTES,
} from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { changeSellerPin } from '../../modules/customers/sellers/change-pin.ts';
import { finishSellerSetup } from '../../flows/sellers/finish-setup.ts';
import { decoyPinHash } from '../../modules/customers/sellers/pin-hash.ts';
import { resetSellerPin } from '../../flows/sellers/reset-pin.ts';
import { logIn } from '../../flows/auth/log-in.ts';
import { loginChannelOf } from '../../modules/customers/auth/login-channel.ts';
import { sellerLogIn } from '../../flows/auth/seller-log-in.ts';
import { sendOtp } from '../../modules/customers/auth/send-otp.ts';
import { revokeSession } from '../../modules/customers/auth/session-queries.ts';

/**
 * Customer login by mobile number and one-time code (spec 7, docs/decisions/p06):
 * POST /auth/send-otp, POST /auth/login, POST /auth/logout; and the seller's login by mobile number
 * and PIN (issue 3): POST /auth/seller-login, limited per client address as well as per number; the
 * seller's PIN (issue 13, D41): POST /auth/change-pin, POST /auth/seller-setup, POST /auth/reset-pin.
 */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Made now, so the first failed seller login does not take longer than the others.
  await decoyPinHash();

  defineRoute(
    app,
    contract.sendOtp,
    async (request) => {
      const channel = await loginChannelOf(ctx.db, request, request.body.mobile, ctx.now());
      await sendOtp(ctx, { mobile: request.body.mobile, channel }, request.log);
      return { status: 'success', data: m.otpSent() };
    },
    { config: { rateLimit: { max: OTP_SENDS_PER_IP_PER_HOUR, timeWindow: '1 hour' } } },
  );

  defineRoute(app, contract.logIn, async (request) => {
    const channel = await loginChannelOf(ctx.db, request, request.body.mobile, ctx.now());
    const { token, user } = await logIn(ctx, { ...request.body, channel });
    return { status: 'success', token, data: { user } };
  });

  defineRoute(
    app,
    contract.sellerLogIn,
    async (request) => {
      const channel = await loginChannelOf(ctx.db, request, request.body.mobile, ctx.now());
      const { token, user } = await sellerLogIn(ctx, { ...request.body, channel });
      return { status: 'success', token, data: { user } };
    },
    {
      config: {
        rateLimit: { max: SELLER_LOGINS_PER_IP_PER_WINDOW, timeWindow: `${SELLER_LOGIN_WINDOW_MINUTES} minutes` },
      },
    },
  );

  defineRoute(app, contract.changePin, async (request) => {
    const caller = callerOf(request);
    const channel = await loginChannelOf(ctx.db, request, caller.mobile, ctx.now());
    await changeSellerPin(ctx, { caller, ...request.body, channel });
    return { status: 'success', data: {} };
  });

  defineRoute(app, contract.finishSetup, async (request) => {
    const user = await finishSellerSetup(ctx, { caller: callerOf(request), newPin: request.body.newPin });
    return { status: 'success', data: { user } };
  });

  defineRoute(
    app,
    contract.resetPin,
    async (request) => {
      const channel = await loginChannelOf(ctx.db, request, request.body.mobile, ctx.now());
      const { token, user } = await resetSellerPin(ctx, { ...request.body, channel }, request.log);
      return { status: 'success', token, data: { user } };
    },
    {
      config: {
        rateLimit: { max: SELLER_LOGINS_PER_IP_PER_WINDOW, timeWindow: `${SELLER_LOGIN_WINDOW_MINUTES} minutes` },
      },
    },
  );

  // Logout takes no input, and clients send it bare (issue 11): no body (Fastify validates that as null),
  // `{}`, or a JSON content type with nothing after it, which the default JSON parser refuses. Its own
  // scope reads an empty JSON body as no body; anything else goes through the default parser.
  await app.register(async (logoutScope) => {
    const parseJson = logoutScope.getDefaultJsonParser('error', 'error');
    logoutScope.removeContentTypeParser('application/json');
    logoutScope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text === '') done(null, undefined);
      else parseJson(request, text, done);
    });
    defineRoute(logoutScope, contract.logOut, async (request) => {
      const { sessionId } = callerOf(request);
      await revokeSession(ctx.db, sessionId, ctx.now());
      // This instance's streams of the session end now; other instances' at their next heartbeat (D31).
      ctx.liveStreams.endSession(sessionId);
      return { status: 'success', data: {} };
    });
  });
};
