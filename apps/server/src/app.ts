import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { KITCHEN_CHANGED_EVENT, STREAM_HEARTBEAT_MS } from '@rasoi/domain/events';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { createGroupCommit } from './db/group-commit.ts';
import type { Clock } from './lib/clock.ts';
import type { Database } from './db/schema.ts';
import { accountRoutes } from './routes/accounts/routes.ts';
import { sellerAccountRoutes } from './routes/accounts/seller-routes.ts';
import { addressRoutes } from './routes/addresses/routes.ts';
import { assetRoutes } from './routes/assets/routes.ts';
import { uploadsDirOf } from './modules/catalogue/assets/image-files.ts';
import { createImageWorkQueue, type ImageWorkQueue } from './modules/catalogue/assets/image-work.ts';
import { authRoutes } from './routes/auth/routes.ts';
import { createSmsGateway } from './modules/customers/auth/sms/create-sms-gateway.ts';
import type { SmsGateway } from './modules/customers/auth/sms/gateway.ts';
import { couponRoutes } from './routes/coupons/routes.ts';
import { sellerCouponRoutes } from './routes/coupons/seller-routes.ts';
import { startOrderEventHub } from './modules/live/events/order-event-hub.ts';
import { startLiveStreams } from './modules/live/events/live-streams.ts';
import { eventRoutes } from './routes/events/routes.ts';
import { seedKitchenSettings } from './modules/kitchen/kitchen/kitchen-settings-queries.ts';
import { startKitchenSettingsStore } from './modules/kitchen/kitchen/kitchen-settings-store.ts';
import { kitchenRoutes } from './routes/kitchen/routes.ts';
import { registerWebManifest } from './modules/kitchen/kitchen/web-manifest.ts';
import { sellerKitchenRoutes } from './routes/kitchen/seller-routes.ts';
import { sellerKitchenDayRoutes } from './routes/kitchen-day/seller-routes.ts';
import { slotRoutes } from './routes/slots/routes.ts';
import { planRoutes } from './routes/plans/routes.ts';
import { sellerPlanRoutes } from './routes/plans/seller-routes.ts';
import { sellerRecipeRoutes } from './routes/recipes/seller-routes.ts';
import { subscriptionRoutes } from './routes/subscriptions/routes.ts';
import { sellerSubscriptionRoutes } from './routes/subscriptions/seller-routes.ts';
import { sellerSlotRoutes } from './routes/slots/seller-routes.ts';
import { shareRoutes } from './routes/share/routes.ts';
import { sharePageHead } from './modules/catalogue/share/share-page-head.ts';
import { dayMenuRoutes } from './routes/day-menu/routes.ts';
import { sellerDayMenuRoutes } from './routes/day-menu/seller-routes.ts';
import { menuRoutes } from './routes/menu/routes.ts';
import { sellerMenuRoutes } from './routes/menu/seller-routes.ts';
import { createPushSender, type PushSender, type PushTransport } from './modules/live/notifications/push-sender.ts';
import { createWhatsAppSender, type WhatsAppSender } from './modules/live/whatsapp/whatsapp-sender.ts';
import { planMealSchedule, type PlanMealSchedule } from './flows/subscriptions/plan-meal-schedule.ts';
import { onlinePaymentSweep } from './flows/payments/online-payment-sweep.ts';
import { notificationRoutes } from './routes/notifications/routes.ts';
import { loadVapidKeys } from './modules/live/notifications/vapid-keys.ts';
import { orderRoutes } from './routes/orders/routes.ts';
import { billRoutes } from './routes/bills/routes.ts';
import { sellerBillRoutes } from './routes/bills/seller-routes.ts';
import { paymentRoutes } from './routes/payments/routes.ts';
import { onlinePaymentRoutes } from './routes/payments/online-routes.ts';
import { paymentWebhookRoutes } from './routes/payments/gateway-webhook-routes.ts';
import { sellerPaymentRoutes } from './routes/payments/seller-routes.ts';
import { whatsAppRoutes } from './routes/notifications/whatsapp-routes.ts';
import { sellerWhatsAppRoutes } from './routes/notifications/whatsapp-seller-routes.ts';
import { ratingRoutes } from './routes/ratings/routes.ts';
import { sellerRatingRoutes } from './routes/ratings/seller-routes.ts';
import { sellerOrderRoutes } from './routes/orders/seller-routes.ts';
import { statsRoutes } from './routes/stats/routes.ts';
import { userRoutes } from './routes/users/routes.ts';
import { sellerUserRoutes } from './routes/users/seller-routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { installAuth } from './plugins/auth.ts';
import { installRequestLocale } from './plugins/request-locale.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { registerHealth } from './plugins/health.ts';
import { registerInfrastructure } from './plugins/infrastructure.ts';
import { installNoStore } from './plugins/no-store.ts';
import { serverOptions, type LogStream } from './plugins/server-options.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerTestClock, settableClock } from './plugins/test-clock.ts';

/** Folder of the demo menu's pictures, served at /images/seed/. */
export const SEED_IMAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed-images');

/** One registered route: its method and full path pattern, e.g. `PATCH /api/v1/order/:id`. */
export type RouteEntry = { method: HTTPMethods; url: string };

declare module 'fastify' {
  // Declaration merging needs an interface; this is how Fastify types instance decorations.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Every route the app registered, in order (the authorization matrix test checks each has a row). */
    routeTable: readonly RouteEntry[];
    /**
     * The web pushes this app sends in the background, to wait for or look at; sending itself goes
     * through the app's context only. Tests prove a push did *not* come by `await app.pushes.idle()`
     * and then looking, instead of waiting a fixed time (docs/testing.md 'No fixed sleeps').
     */
    pushes: Pick<PushSender, 'idle' | 'backlog'>;
    /** The WhatsApp messages this app sends in the background (D101): how many are open and waiting, for tests. */
    whatsAppMessages: Pick<WhatsAppSender, 'backlog'>;
    /**
     * The tiffin plans' meals (issue 26, D92): main.ts starts the schedule; tests run the due meals at
     * their own clock's instant with `runDue()`. Closing the app stops it.
     */
    planMeals: PlanMealSchedule;
  }
}

/**
 * What tests (or another host) may substitute. A given `db` stays the caller's to close.
 * `heartbeatMs`: the event stream's heartbeat interval (default STREAM_HEARTBEAT_MS).
 * `pushTransport`: how pushes are sent (default: the browsers' push services only, D34).
 */
export type AppDeps = {
  db?: Kysely<Database>;
  sms?: SmsGateway;
  now?: Clock;
  heartbeatMs?: number;
  pushTransport?: PushTransport;
  /** The image work queue (default: a new one per app; tests pass one to read its counts). */
  imageWork?: ImageWorkQueue;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The first wait before a WhatsApp retry, ms (default WHATSAPP_RETRY_BASE_MS; tests pass 1, D101). */
  whatsAppRetryBaseMs?: number;
};

/**
 * Builds the whole server as a ready Fastify app that listens nowhere (docs/architecture.md 'Server'),
 * in layers (docs/architecture.md 'Style' 2): error envelope, infrastructure plugins, database and auth, the feature
 * routes under /api/v1 (each registered from its contract entry with its schemas and its role's
 * guard, issue 12, D37; the API reference at /api/docs), then the web app and the not-found answers.
 * Migrations are the caller's job (main.ts, tests). Closing the app closes a database it opened itself.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, deps.logStream));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestLocale(app);
  installErrorHandler(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  await registerInfrastructure(app, config.paymentGateway);
  await registerApiDocs(app, config.publicUrl);

  const db = deps.db ?? connectDatabase(config);
  // TEST_CLOCK=on (browser journeys only, D92): a clock the journey moves with POST /__test/clock.
  const testClock = config.testClock && !deps.now ? settableClock() : null;
  const now = deps.now ?? testClock?.now ?? (() => new Date());
  const orderEvents = await startOrderEventHub({ db, config, log: app.log });
  // The environment's kitchen settings seed the stored ones on a fresh install only (issue 13, D40).
  await seedKitchenSettings(db, config, now());
  const kitchenSettings = await startKitchenSettingsStore({ db, config, log: app.log });
  const push = createPushSender({
    db,
    vapid: await loadVapidKeys(db, config, now()),
    log: app.log,
    transport: deps.pushTransport ?? {},
  });
  const whatsapp = createWhatsAppSender({
    db,
    config,
    log: app.log,
    ...(deps.whatsAppRetryBaseMs === undefined ? {} : { retryBaseMs: deps.whatsAppRetryBaseMs }),
  });
  // A WhatsApp message that fails hands its push on (D101): the pushes are settled once both are.
  const pushesIdle = async () => {
    await whatsapp.idle();
    await push.idle();
  };
  app.decorate('pushes', { idle: pushesIdle, backlog: () => push.backlog() });
  app.decorate('whatsAppMessages', { backlog: () => whatsapp.backlog() });
  const liveStreams = startLiveStreams({
    db,
    now,
    hub: orderEvents,
    heartbeatMs: deps.heartbeatMs ?? STREAM_HEARTBEAT_MS,
    maxStreams: config.streamMaxPerInstance,
    log: app.log,
  });
  // An open app hears of a kitchen change on its stream and refetches the kitchen (issue 13).
  kitchenSettings.onChange(() => liveStreams.broadcast(KITCHEN_CHANGED_EVENT));
  // Every open stream ends when the app closes, so none keeps the server from stopping (issue 5).
  app.addHook('preClose', () => liveStreams.close());
  // After the open streams ended (preClose): pushes finish, the hub stops, then the database.
  app.addHook('onClose', async () => {
    await pushesIdle();
    await orderEvents.close();
    await kitchenSettings.close();
    if (!deps.db) await db.destroy();
  });
  const ctx: AppContext = {
    config,
    db,
    groupCommit: createGroupCommit(db),
    sms: deps.sms ?? (await createSmsGateway(config, app.log)),
    now,
    orderEvents,
    liveStreams,
    push,
    whatsapp,
    imageWork: deps.imageWork ?? createImageWorkQueue(),
    kitchenSettings,
  };
  const planMeals = planMealSchedule(ctx, app.log);
  app.decorate('planMeals', planMeals);
  // Before anything closes: a run under way finishes on an open database.
  app.addHook('preClose', () => planMeals.stop());
  // Unpaid online orders given up and refunds sent again, once a minute (D100).
  const onlinePayments = onlinePaymentSweep(ctx, app.log);
  app.addHook('preClose', () => onlinePayments.stop());
  installAuth(app, ctx);
  await registerHealth(app, db);
  // The installed app's name is the kitchen's (issue 13, D40): the manifest comes from the stored settings.
  registerWebManifest(app, kitchenSettings);

  await app.register(
    async (api) => {
      installNoStore(api);
      // Every API route validates its query string; one that declares none accepts none.
      api.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, querystring: route.schema?.querystring ?? z.strictObject({}) };
      });
      for (const routes of [
        authRoutes,
        userRoutes,
        menuRoutes,
        addressRoutes,
        kitchenRoutes,
        slotRoutes,
        dayMenuRoutes,
        orderRoutes,
        billRoutes,
        shareRoutes,
        ratingRoutes,
        accountRoutes,
        planRoutes,
        subscriptionRoutes,
        paymentRoutes,
        whatsAppRoutes,
        onlinePaymentRoutes,
        paymentWebhookRoutes,
      ]) {
        await api.register(routes, { ctx });
      }
      await api.register(couponRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(eventRoutes, { ctx });
      // The seller's calls (spec 7, docs/decisions/p01): each route's guard comes from its contract entry
      // (role 'seller': 401 without a session, 403 for a customer; routes/define-route.ts, issue 12).
      for (const routes of [
        sellerOrderRoutes,
        sellerBillRoutes,
        sellerUserRoutes,
        statsRoutes,
        sellerMenuRoutes,
        sellerKitchenRoutes,
        sellerSlotRoutes,
        sellerKitchenDayRoutes,
        sellerDayMenuRoutes,
        assetRoutes,
        sellerCouponRoutes,
        sellerRatingRoutes,
        sellerAccountRoutes,
        sellerPlanRoutes,
        sellerSubscriptionRoutes,
        sellerPaymentRoutes,
        sellerWhatsAppRoutes,
        sellerRecipeRoutes,
      ]) {
        await api.register(routes, { ctx });
      }
    },
    { prefix: API_BASE_PATH },
  );

  if (testClock) registerTestClock(app, testClock);
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    seedImagesDir: SEED_IMAGES_DIR,
    uploadsDir: uploadsDirOf(config.dataDir),
    // A shared menu or dish link carries its preview tags for chats (issue 15, D58).
    pageHead: (_request, pathname) => sharePageHead(ctx, pathname),
  });
  await app.ready();
  return app;
}
