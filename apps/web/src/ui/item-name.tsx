import { getLocale } from '@rasoi/domain/locale';
import { localized, type ItemTexts } from '@rasoi/domain/localized';

/**
 * A thali's or dish's name in the page's language (issue 16, D62), as a `<span>`: the Hindi name when the
 * page is in Hindi and the item has one, else the English, marked `lang="en"` when it is the English on a
 * Hindi page. `item` is anything with `name` and `name_hi` (an order line's meal or dish, a prep-sheet line,
 * a menu item).
 */
export function ItemName({ item, className }: { item: ItemTexts; className?: string | undefined }) {
  const { name, nameLang } = localized(item, getLocale());
  return (
    <span lang={nameLang} className={className}>
      {name}
    </span>
  );
}
