import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { aMeal, renderApp } from '../../test/render.tsx';
import { MealCard } from './menu-card.tsx';

describe("a thali card's rating (issue 15, D56)", () => {
  it('shows the real average and count', () => {
    renderApp(<MealCard meal={aMeal({ rating: '4.3', rating_count: 12 })} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 in 12 orders' }).textContent).toBe('4.3 (12)');
  });

  it('shows no rating for a thali nobody has rated', () => {
    renderApp(<MealCard meal={aMeal({ rating: null, rating_count: 0 })} />);
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText('4.8')).toBeNull();
  });
});
