import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { installInputGuard } from './input-guard.ts';
import { installRequestLog } from './request-log.ts';

/** A year, subdomains included: the kitchen's host is https-only once it has been served over https. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The infrastructure layer (docs/architecture.md 'Style' 2): security headers, compression, rate limiting that routes
 * opt into with `config.rateLimit` (global: false, so no route is limited by accident), and multipart
 * forms, which a route reads with `request.parts({ limits })` (the upload sets its own limits).
 * The content security policy allows this origin only, and the payment gateway's checkout (its script,
 * frames and calls, D100): the web app loads nothing else from elsewhere and has no inline script; inline styles stay allowed because the toasts (react-hot-toast's goober) add a
 * <style> element and React writes style attributes (docs/security.md 'Headers'). No referrer leaves
 * the app, and HSTS is sent only on a request that came over https (with TRUST_PROXY, as the proxy
 * says), never on plain http where it would mean nothing or lock a test host out.
 */
export async function registerInfrastructure(
  app: FastifyInstance,
  paymentGateway: { checkoutUrl: string; apiUrl: string },
): Promise<void> {
  installRequestLog(app);
  // The payment gateway's checkout (D100): its script, and the frames and calls it makes to its own
  // origins (Razorpay: checkout.razorpay.com and api.razorpay.com; a test's stand-in: one local origin).
  const checkoutOrigin = new URL(paymentGateway.checkoutUrl).origin;
  const gatewayOrigins = [...new Set([checkoutOrigin, new URL(paymentGateway.apiUrl).origin])];
  // Built once: @fastify/helmet rebuilt this middleware, re-parsing the policy, on every request (issue 6).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", checkoutOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...gatewayOrigins],
        frameSrc: gatewayOrigins,
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Helmet 8 throws a bad setting rather than passing it on, so its callback carries no error.
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(compress);
  await app.register(rateLimit, { global: false });
  await app.register(multipart);
  installInputGuard(app);
}
