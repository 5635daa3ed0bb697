import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.ts';
import * as initial from './migrations/0001-initial.ts';
import * as sellerLoginGuard from './migrations/0002-seller-login-guard.ts';
import * as liveUpdates from './migrations/0003-live-updates.ts';
import * as otpWrongTries from './migrations/0004-otp-wrong-tries.ts';
import * as loginChannels from './migrations/0005-login-channels.ts';
import * as streamLimits from './migrations/0006-stream-limits.ts';
import * as orderListIndexes from './migrations/0007-order-list-indexes.ts';
import * as pushFailures from './migrations/0008-push-failures.ts';
import * as sendLimits from './migrations/0009-send-limits.ts';
import * as kitchenSettings from './migrations/0010-kitchen-settings.ts';
import * as sellerSetup from './migrations/0011-seller-setup.ts';
import * as mealSlots from './migrations/0012-meal-slots.ts';
import * as orderAcknowledgement from './migrations/0013-order-acknowledgement.ts';
import * as notifyRequests from './migrations/0014-notify-requests.ts';
import * as dayMenu from './migrations/0015-day-menu.ts';
import * as phoneOrders from './migrations/0016-phone-orders.ts';
import * as upiPayments from './migrations/0017-upi-payments.ts';
import * as cancelOrders from './migrations/0018-cancel-orders.ts';
import * as dietNotes from './migrations/0019-diet-notes.ts';
import * as orderRatings from './migrations/0020-order-ratings.ts';
import * as hindiItemNames from './migrations/0021-hindi-item-names.ts';
import * as languages from './migrations/0022-languages.ts';
import * as orderLineHindiNames from './migrations/0023-order-line-hindi-names.ts';
import * as orderDayTotals from './migrations/0024-order-day-totals.ts';
import * as usersListIndex from './migrations/0025-users-list-index.ts';
import * as orderEventPositions from './migrations/0026-order-event-positions.ts';
import * as orderPageIndexes from './migrations/0027-order-page-indexes.ts';
import * as householdPlates from './migrations/0028-household-plates.ts';
import * as phoneCustomerLimit from './migrations/0029-phone-customer-limit.ts';
import * as householdAccounts from './migrations/0030-household-accounts.ts';
import * as tiffinPlans from './migrations/0031-tiffin-plans.ts';
import * as planSubscriptions from './migrations/0032-plan-subscriptions.ts';
import * as planMealOrders from './migrations/0033-plan-meal-orders.ts';
import * as planReminders from './migrations/0034-plan-reminders.ts';
import * as planMealNotices from './migrations/0035-plan-meal-notices.ts';
import * as bankSms from './migrations/0036-bank-sms.ts';
import * as upiRequests from './migrations/0037-upi-requests.ts';
import * as oneOpenTopup from './migrations/0038-one-open-topup.ts';
import * as gatewayPayments from './migrations/0039-gateway-payments.ts';
import * as whatsapp from './migrations/0040-whatsapp.ts';
import * as bills from './migrations/0041-bills.ts';
import * as ingredientsAndRecipes from './migrations/0042-ingredients-and-recipes.ts';
import * as onlineFigure from './migrations/0044-online-figure.ts';
import * as incomeFigureIndex from './migrations/0045-income-figure-index.ts';
import * as orderChangeKeys from './migrations/0046-order-change-keys.ts';

/** Every migration, in order. Listed in code so the bundle needs no folder scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-seller-login-guard': sellerLoginGuard,
  '0003-live-updates': liveUpdates,
  '0004-otp-wrong-tries': otpWrongTries,
  '0005-login-channels': loginChannels,
  '0006-stream-limits': streamLimits,
  '0007-order-list-indexes': orderListIndexes,
  '0008-push-failures': pushFailures,
  '0009-send-limits': sendLimits,
  '0010-kitchen-settings': kitchenSettings,
  '0011-seller-setup': sellerSetup,
  '0012-meal-slots': mealSlots,
  '0013-order-acknowledgement': orderAcknowledgement,
  '0014-notify-requests': notifyRequests,
  // 0013 and 0014 are another change's (issue 14); Kysely runs the list in name order.
  '0015-day-menu': dayMenu,
  '0016-phone-orders': phoneOrders,
  '0017-upi-payments': upiPayments,
  '0018-cancel-orders': cancelOrders,
  '0019-diet-notes': dietNotes,
  '0020-order-ratings': orderRatings,
  '0021-hindi-item-names': hindiItemNames,
  '0022-languages': languages,
  '0023-order-line-hindi-names': orderLineHindiNames,
  '0024-order-day-totals': orderDayTotals,
  '0025-users-list-index': usersListIndex,
  '0026-order-event-positions': orderEventPositions,
  '0027-order-page-indexes': orderPageIndexes,
  '0028-household-plates': householdPlates,
  '0029-phone-customer-limit': phoneCustomerLimit,
  '0030-household-accounts': householdAccounts,
  '0031-tiffin-plans': tiffinPlans,
  '0032-plan-subscriptions': planSubscriptions,
  '0033-plan-meal-orders': planMealOrders,
  '0034-plan-reminders': planReminders,
  '0035-plan-meal-notices': planMealNotices,
  '0036-bank-sms': bankSms,
  '0037-upi-requests': upiRequests,
  '0038-one-open-topup': oneOpenTopup,
  '0039-gateway-payments': gatewayPayments,
  '0040-whatsapp': whatsapp,
  '0041-bills': bills,
  '0042-ingredients-and-recipes': ingredientsAndRecipes,
  '0044-online-figure': onlineFigure,
  '0045-income-figure-index': incomeFigureIndex,
  '0046-order-change-keys': orderChangeKeys,
};

/**
 * Brings the schema up to date (docs/architecture.md 'Database': migrations run at start). Throws the first
 * failing migration's error after logging which one failed. `schema` (PostgreSQL): the schema that
 * holds Kysely's own migration tables; tests name theirs, because Kysely otherwise takes a migration
 * table found in any schema (another test file's) for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) console.error(`Migration ${failed.migrationName} failed`);
  if (error) throw error;
}
