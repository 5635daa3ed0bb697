import { describe, expect, it } from 'vitest';
import { isCustomerScreen } from './first-screens.ts';

describe("a customer's own pages, which the service worker asks the network for (D118)", () => {
  it.each(['/profile/orders', '/profile/orders/', '/orders/abc123', '/tiffin', '/account'])('%s is one', (pathname) => {
    expect(isCustomerScreen(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/full-menu',
    '/plans',
    '/cart',
    '/orders/',
    '/orders/abc/bill',
    '/profile',
    '/seller/orders',
    '/accounts',
  ])('%s is not', (pathname) => {
    expect(isCustomerScreen(pathname)).toBe(false);
  });
});
