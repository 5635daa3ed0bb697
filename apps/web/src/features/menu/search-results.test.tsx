import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useUi } from '../../lib/ui-store.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { SearchResults } from './search-results.tsx';

describe('home search results', () => {
  beforeEach(() => useUi.setState({ currentOverlay: null, currentDish: null }));

  const meals = [aMeal({ _id: 'm-1', name: 'Paneer Thali' }), aMeal({ _id: 'm-2', name: 'Rajma Chawal Thali' })];
  const dishes = [aDish({ _id: 'd-1', name: 'Paneer Tikka' }), aDish({ _id: 'd-2', name: 'Gulab Jamun' })];

  it('lists the thalis, then the dishes, whose names match, and opens the one tapped', () => {
    renderApp(<SearchResults meals={meals} dishes={dishes} query=" paneer " />);
    const list = screen.getByRole('list', { name: 'Search results' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([expect.stringContaining('Paneer Thali'), expect.stringContaining('Paneer Tikka')]);

    fireEvent.click(within(list).getAllByRole('button')[1]!);
    expect(useUi.getState()).toMatchObject({ currentOverlay: 'dish', currentDish: 'd-1' });
  });

  it('says so when nothing matches', () => {
    renderApp(<SearchResults meals={meals} dishes={dishes} query="biryani" />);
    expect(screen.getByText(/^Nothing on today's menu matches/).textContent).toBe(
      "Nothing on today's menu matches “biryani”.",
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });
});
