import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';

/** Today's kitchen date 'yyyy-mm-dd' (KITCHEN_TIMEZONE): the day whose prices cost a plate now. */
export function kitchenToday(ctx: Pick<AppContext, 'config' | 'now'>): string {
  return localDateAt(ctx.now(), ctx.config.kitchenTimezone);
}
