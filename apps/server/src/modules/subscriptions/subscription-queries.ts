/**
 * The names generate-plan-meals.ts and make-plan-meal.ts (flows/subscriptions) import from here, kept while
 * those two files are being changed elsewhere. The subscriptions module's queries live in
 * subscription-row-queries.ts, subscription-day-queries.ts, subscription-listing-queries.ts and
 * calendar-holiday-queries.ts: new code imports from them, and once the two flows do, this file goes.
 */
export { findDayRow, linkDayOrder } from './subscription-day-queries.ts';
export { listUndecidedSubscriptions } from './subscription-listing-queries.ts';
export type { SubscriptionRow } from './subscription-row-queries.ts';
