import { useState } from 'react';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Link } from 'react-router';
import { CalendarDays, Carrot, ChevronRight, Plus, ShoppingBasket } from 'lucide-react';
import { DishesPanel } from './dishes-panel.tsx';
import { SearchBox } from './search-box.tsx';
import { sellerPaths } from '../../lib/paths.ts';
import { ThaliGroups } from './thali-groups.tsx';
import { m } from '@rasoi/domain/i18n/messages';

function PageHeading({ title, addTo, addLabel }: { title: string; addTo: string; addLabel: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
      <Link
        to={addTo}
        className="flex min-h-11 items-center gap-1 rounded-xl bg-primary-soft px-3 text-sm font-semibold text-primary-dark transition-colors hover:bg-primary hover:text-white"
      >
        <Plus className="size-4" aria-hidden="true" /> {addLabel}
      </Link>
    </div>
  );
}

/** The Saved Menu's tabs, the URL's `tab` (issue 12, D38). */
const SAVED_TABS = ['thalis', 'dishes'] as const;

/** 'Saved Menu' (spec 2): tabs Thalis and Dishes under one search. */
export function SavedMenuPage() {
  const [tab, setTab] = useTabParam('tab', SAVED_TABS);
  const [search, setSearch] = useState('');
  return (
    <div className="space-y-4 px-4 pt-5">
      <PageHeading
        title={m.savedMenu()}
        addTo={tab === 'thalis' ? sellerPaths.addThali : sellerPaths.addDish}
        addLabel={tab === 'thalis' ? m.thali() : m.dish()}
      />
      {/* issue 14: which of these each slot of a day offers */}
      <Link
        to={sellerPaths.dayMenu}
        className="flex min-h-12 items-center gap-2 rounded-2xl bg-white px-4 font-semibold text-ink ring-1 ring-line transition-colors hover:bg-primary-soft"
      >
        <CalendarDays className="size-5 text-primary" aria-hidden="true" />
        <span className="flex-1">{m.dayMenuTitle()}</span>
        <ChevronRight className="size-5 text-muted" aria-hidden="true" />
      </Link>
      {/* issue 28 part 3 (D109, D110): what the plates are made of, and what to buy for them */}
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <Link
          to={sellerPaths.ingredients}
          className="flex min-h-12 items-center gap-2 rounded-2xl bg-white px-4 font-semibold text-ink ring-1 ring-line transition-colors hover:bg-primary-soft"
        >
          <Carrot className="size-5 text-primary" aria-hidden="true" />
          <span className="flex-1">{m.ingredientsTitle()}</span>
        </Link>
        <Link
          to={sellerPaths.marketList}
          className="flex min-h-12 items-center gap-2 rounded-2xl bg-white px-4 font-semibold text-ink ring-1 ring-line transition-colors hover:bg-primary-soft"
        >
          <ShoppingBasket className="size-5 text-primary" aria-hidden="true" />
          <span className="flex-1">{m.marketListTitle()}</span>
        </Link>
      </div>
      <SearchBox
        value={search}
        onChange={setSearch}
        placeholder={tab === 'thalis' ? m.searchThalis() : m.searchDishes()}
      />
      <div role="tablist" aria-label={m.menu()} className="flex gap-6 border-b border-line">
        {SAVED_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={`-mb-px min-h-11 border-b-2 px-1 font-semibold transition-colors ${
              tab === id ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {id === 'thalis' ? m.thalis() : m.dishes()}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab === 'thalis' ? m.thalis() : m.dishes()}>
        {tab === 'thalis' ? <ThaliGroups search={search} /> : <DishesPanel search={search} />}
      </div>
    </div>
  );
}

/** 'Saved Dishes' (spec 2): a search, tabs Regular and Addons; 'Dishes loaded successfully' on load. */
export function SavedDishesPage() {
  const [search, setSearch] = useState('');
  return (
    <div className="space-y-4 px-4 pt-5">
      <PageHeading title={m.savedDishes()} addTo={sellerPaths.addDish} addLabel={m.dish()} />
      <SearchBox value={search} onChange={setSearch} placeholder={m.searchDishes()} />
      <DishesPanel search={search} toastOnLoad />
    </div>
  );
}

/** 'Saved Thalis' (spec 2): a search and the thali groups, the first open. */
export function SavedThalisPage() {
  const [search, setSearch] = useState('');
  return (
    <div className="space-y-4 px-4 pt-5">
      <PageHeading title={m.savedThalis()} addTo={sellerPaths.addThali} addLabel={m.thali()} />
      <SearchBox value={search} onChange={setSearch} placeholder={m.searchThalis()} />
      <ThaliGroups search={search} />
    </div>
  );
}
