import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { SellerOrdersData } from '@rasoi/domain/seller';
import { sellerKeys } from './query-keys.ts';

/** A seller order list as the query cache holds it: the pages loaded so far (issue 11). */
export type SellerOrderPages = InfiniteData<SellerOrdersData, unknown>;

function holds(pages: SellerOrderPages, id: string): boolean {
  return pages.pages.some((page) => page.orders.some((order) => order._id === id));
}

/** The list with `order` in place of its entry, or first on the first page when it lacks it. */
function withOrder(pages: SellerOrderPages, order: Order): SellerOrderPages {
  if (holds(pages, order._id)) {
    const replace = (item: Order) => (item._id === order._id ? order : item);
    return { ...pages, pages: pages.pages.map((page) => ({ ...page, orders: page.orders.map(replace) })) };
  }
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, orders: [order, ...first.orders] }, ...rest] };
}

/** The list without the order with this id (the same object when it never held it). */
function withoutOrder(pages: SellerOrderPages, id: string): SellerOrderPages {
  if (!holds(pages, id)) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, orders: page.orders.filter((item) => item._id !== id) })),
  };
}

/**
 * Writes a new or moved order into every seller order list the cache holds (issue 5, 11): the list of
 * its status takes it in place, or first when new (the lists are newest first); every other status's
 * list lets it go. Lists not loaded yet are left alone: they load fresh when a screen asks for them.
 * Keys are `sellerKeys.orderList(status)`: the status is the key's last part.
 */
export function putOrderInSellerLists(client: QueryClient, order: Order): void {
  for (const [key, pages] of client.getQueriesData<SellerOrderPages>({ queryKey: sellerKeys.orders() })) {
    if (!pages) continue;
    const next = key.at(-1) === order.status ? withOrder(pages, order) : withoutOrder(pages, order._id);
    if (next !== pages) client.setQueryData<SellerOrderPages>(key, next);
  }
}

/** Every order of the pages loaded so far, in order, each once (a live insert may repeat a later page's). */
export function loadedOrders(pages: SellerOrderPages | undefined): Order[] {
  if (!pages) return [];
  const seen = new Set<string>();
  return pages.pages.flatMap((page) =>
    page.orders.filter((order) => (seen.has(order._id) ? false : (seen.add(order._id), true))),
  );
}
