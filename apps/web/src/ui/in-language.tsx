import { Fragment, type ReactNode } from 'react';
import { useLanguage } from '../lib/language.ts';

/**
 * Renders `children` anew whenever the language changes (D84): the tree below mounts again under the new
 * language, so every text, number and date is written in it, those a component keeps in state or memo
 * included, without loading the page again. The URL, the stores (cart, session, address) and the query
 * cache stay, so the same page shows at once; only what a component held in its own state is dropped.
 * The app's root sits in one (main.tsx).
 */
export function InLanguage({ children }: { children: ReactNode }) {
  const locale = useLanguage();
  return <Fragment key={locale}>{children}</Fragment>;
}
