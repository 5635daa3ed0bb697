import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SellerReview } from '@rasoi/domain/ratings';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useAuth } from '../../lib/session-store.ts';
import { anOrder } from '../../test/order-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { ReviewsPage } from '../../features/seller-insights/reviews-page.tsx';
import { SellerOrderCard } from '../../features/seller-orders/seller-order-card.tsx';

function aReview(overrides: Partial<SellerReview>): SellerReview {
  return {
    order_id: 'order-0001',
    stars: 4,
    comment: 'Soft rotis',
    created_at: '2026-11-26T08:00:00.000Z',
    reciever_name: 'Asha',
    thalis: [{ name: 'Rajma Chawal Thali', name_hi: null }],
    ...overrides,
  };
}

beforeEach(() => {
  useAuth.setState({ token: 'seller-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  void setLocale('en', { reload: false });
});

describe("the seller's reviews (issue 15, D56)", () => {
  it('lists each rating with its stars, comment, order number and thalis, and loads more on demand', async () => {
    serveApi({
      'GET /ratings': () =>
        success({ reviews: [aReview({ order_id: 'order-0042', stars: 5, comment: 'Perfect dal' })], nextCursor: 'c1' }),
      'GET /ratings?cursor=c1': () => success({ reviews: [aReview({ comment: '' })], nextCursor: null }),
    });
    renderApp(<ReviewsPage />);

    // The first render of the file loads the page's modules: give it more than the default second.
    const list = await screen.findByRole('list', { name: m.reviewsTitle() });
    expect(within(list).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(list).getByText('Perfect dal')).toBeTruthy();
    expect(within(list).getByText(`${m.orderWithNumber({ number: '#0042' })} · Asha`)).toBeTruthy();
    expect(within(list).getByText('Rajma Chawal Thali')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.reviewsShowMore() }));
    expect(await within(list).findByText(m.reviewNoComment())).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.reviewsShowMore() })).toBeNull();
  });

  it('names the thalis in Hindi on a Hindi page where they were sold with a Hindi name (issue 16, D62)', async () => {
    void setLocale('hi', { reload: false });
    serveApi({
      'GET /ratings': () =>
        success({
          reviews: [
            aReview({
              thalis: [
                { name: 'Kadhi Chawal Thali', name_hi: null },
                { name: 'Rajma Chawal Thali', name_hi: 'राजमा चावल थाली' },
              ],
            }),
          ],
          nextCursor: null,
        }),
    });
    renderApp(<ReviewsPage />);

    const list = await screen.findByRole('list', { name: m.reviewsTitle() });
    expect(within(list).getByText('राजमा चावल थाली').hasAttribute('lang')).toBe(false);
    expect(within(list).getByText('Kadhi Chawal Thali').getAttribute('lang')).toBe('en');
    expect(within(list).queryByText('Rajma Chawal Thali')).toBeNull();
  });

  it('says so when nobody has rated yet', async () => {
    serveApi({ 'GET /ratings': () => success({ reviews: [], nextCursor: null }) });
    renderApp(<ReviewsPage />);
    expect(await screen.findByText(m.reviewsEmpty())).toBeTruthy();
  });

  it("shows a rated order's stars on its card, and the comment once opened", () => {
    const order = anOrder({
      status: 'Delivered',
      rating: { stars: 3, comment: 'A little salty', created_at: '2026-11-26T08:00:00.000Z' },
    });
    renderApp(
      <ul>
        <SellerOrderCard order={order} />
      </ul>,
    );
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByText('A little salty')).toBeTruthy();
  });
});
