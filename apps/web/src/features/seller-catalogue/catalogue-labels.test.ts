import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@rasoi/domain/locale';
import { categoryLabel, groupByCategory, OTHER_CATEGORY } from './catalogue-labels.ts';

/** The seller's catalogue groups and their headings (spec 2 'Saved Thalis'; issue 16, D62). */
describe("the seller's catalogue groups", () => {
  afterEach(() => void setLocale('en', { reload: false }));

  it('puts items of an unknown category last, in one group headed Other', () => {
    const items = [
      { id: 1, category: 'Mini Thali' },
      { id: 2, category: 'Festival Thali' },
      { id: 3, category: 'All In one thali' },
    ];
    const groups = groupByCategory(items, ['All In one thali', 'Mini Thali', 'Comfort Thali']);
    expect(groups.map((group) => [categoryLabel(group.category), group.items.map((item) => item.id)])).toEqual([
      ['All In one thali', [3]],
      ['Mini Thali', [1]],
      ['Other', [2]],
    ]);
  });

  it('names the thali and dish categories and the Other group in Hindi when Hindi is chosen', () => {
    void setLocale('hi', { reload: false });
    expect(categoryLabel('All In one thali')).toBe('ऑल-इन-वन थाली');
    expect(categoryLabel('Roti & Parathas')).toBe('रोटी और पराठे');
    expect(categoryLabel(OTHER_CATEGORY)).toBe('अन्य');
    // A stored category the app does not know is the seller's data, shown as it is.
    expect(categoryLabel('Festival Thali')).toBe('Festival Thali');
    expect(categoryLabel('toString')).toBe('toString');
  });
});
