import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';
import { quantityWords, type MarketLine, type MarketListData } from '@rasoi/domain/recipes';
import { dateWord } from '@rasoi/domain/slot-words';
import { formatPaise } from '../../ui/format.ts';

/** One line to buy as read: '2 × 5 kg (6.2 kg needed)'. */
export function marketLineWords(line: MarketLine): string {
  return m.marketListLine({
    packs: String(line.packs),
    pack: quantityWords(line.pack_milli, line.unit),
    needed: quantityWords(line.needed_milli, line.unit),
  });
}

/**
 * The list as plain text for the Web Share API or the clipboard (D110): a title line, then one line per
 * ingredient with what to buy and its cost, then the estimated total.
 */
export function marketListText(list: MarketListData): string {
  const locale = getLocale();
  const lines = list.lines.map((line) => {
    const cost = line.cost_paise === null ? '' : ` · ${formatPaise(line.cost_paise)}`;
    return `- ${localized(line, locale).name}: ${marketLineWords(line)}${cost}`;
  });
  return [
    m.marketListShareTitle({ day: dateWord(list.date) }),
    ...lines,
    m.marketListTotal({ amount: formatPaise(list.cost_paise) }),
  ].join('\n');
}
