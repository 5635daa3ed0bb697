import type { KitchenData } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { kitchenAnswer } from '../../modules/kitchen/kitchen/kitchen-answer.ts';
import { isKitchenOpen } from '../../modules/kitchen/kitchen/kitchen-queries.ts';
import { onlinePaymentsReady, readGatewaySettings } from '../../modules/payments/gateway/gateway-settings-queries.ts';

/**
 * GET /kitchen's answer (D40): whether the kitchen takes orders, its public settings (this instance's
 * cached copy), and whether it takes payment online (its gateway's keys set, read from the database so a
 * change on any instance holds at once; D100). Never a key.
 */
export async function kitchenView(ctx: Pick<AppContext, 'db' | 'kitchenSettings' | 'config'>): Promise<KitchenData> {
  const [settings, isOpen, gateway] = await Promise.all([
    ctx.kitchenSettings.get(),
    isKitchenOpen(ctx.db),
    readGatewaySettings(ctx.db),
  ]);
  return {
    ...kitchenAnswer(settings, isOpen, ctx.config.kitchenTimezone),
    online_payments: onlinePaymentsReady(gateway),
  };
}
