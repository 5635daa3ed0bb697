import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { GroupCommit } from '../db/group-commit.ts';
import type { Database } from '../db/schema.ts';
import type { SmsGateway } from '../modules/customers/auth/sms/gateway.ts';
import type { LiveStreams } from '../modules/live/events/live-streams.ts';
import type { OrderEventHub } from '../modules/live/events/order-event-hub.ts';
import type { PushSender } from '../modules/live/notifications/push-sender.ts';
import type { ImageWorkQueue } from '../modules/catalogue/assets/image-work.ts';
import type { KitchenSettingsStore } from '../modules/kitchen/kitchen/kitchen-settings-store.ts';
import type { Clock } from './clock.ts';

/**
 * What every feature's routes receive from `buildApp`: settings, the database and the outside
 * services. Passed as plugin options instead of decorators so each use is typed and visible.
 */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  /** Write transactions that may share one commit (orders; docs/decisions.md D24). */
  groupCommit: GroupCommit;
  sms: SmsGateway;
  now: Clock;
  /** Order events to this instance's open streams, from every instance (issue 5). */
  orderEvents: OrderEventHub;
  /** This instance's open event streams: their cap and heartbeat, ended with their session (issue 11). */
  liveStreams: LiveStreams;
  /** Web pushes, sent in the background (issue 5). */
  push: PushSender;
  /** The instance's image re-encoding, one upload at a time (issue 11). */
  imageWork: ImageWorkQueue;
  /** The kitchen's stored settings, cached and dropped on every change on any instance (issue 13, D40). */
  kitchenSettings: KitchenSettingsStore;
};
