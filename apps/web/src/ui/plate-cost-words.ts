import { m } from '@rasoi/domain/i18n/messages';
import type { PlateCost } from '@rasoi/domain/recipes';
import { formatPaise } from './format.ts';

/** A plate's cost as the seller reads it: 'Cost a plate ₹24.50 · margin ₹95.50 (79.6%)' (D109). */
export function plateCostWords(cost: PlateCost): string {
  if (cost.margin_paise === null || cost.margin_percent === null) {
    return m.plateCostOnly({ cost: formatPaise(cost.cost_paise) });
  }
  return m.plateCostLine({
    cost: formatPaise(cost.cost_paise),
    margin: formatPaise(cost.margin_paise),
    percent: String(cost.margin_percent),
  });
}
