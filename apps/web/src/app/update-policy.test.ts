import { describe, expect, it, vi } from 'vitest';
import { createUpdatePolicy, isSafePlace } from './update-policy.ts';

/** D43: a new version waits for a moment that strands no one mid-order. */
function setup(writeInFlight = false) {
  const activate = vi.fn();
  const reload = vi.fn();
  const policy = createUpdatePolicy({ isWriteInFlight: () => writeInFlight, activate, reload });
  return { policy, activate, reload };
}

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the upgrade policy', () => {
  it('lets a waiting version in on the next navigation to the menu, once', () => {
    const { policy, activate, reload } = setup();
    policy.ready('waiting');
    policy.moment(at('/full-menu'));
    policy.moment(at('/cart'));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing at any moment while no new version is out', () => {
    const { policy, activate, reload } = setup();
    policy.moment(at('/'));
    expect(activate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while the customer is at checkout, payment, choosing an address or logging in', () => {
    const { policy, activate } = setup();
    policy.ready('waiting');
    for (const place of [
      at('/checkout'),
      at('/payment'),
      at('/address'),
      at('/address/new'),
      at('/', '?sheet=login'),
      at('/cart', '?sheet=otp'),
      at('/seller', '?sheet=seller-login'),
      at('/seller/add-dish'),
    ]) {
      policy.moment(place);
    }
    expect(activate).not.toHaveBeenCalled();
    policy.moment(at('/profile/orders'));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('never switches while a write such as an order placement is in flight', () => {
    const { policy, activate } = setup(true);
    policy.ready('waiting');
    policy.moment(at('/profile/orders'));
    expect(activate).not.toHaveBeenCalled();
  });

  it('reloads into a version that already took over (another tab let it in) rather than activating', () => {
    const { policy, activate, reload } = setup();
    policy.ready('active');
    policy.ready('waiting');
    policy.moment(at('/'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(activate).not.toHaveBeenCalled();
  });

  it('counts a sheet that is not a login, and a trailing slash, as their page', () => {
    expect(isSafePlace(at('/', '?sheet=dish&dish=meal-1'))).toBe(true);
    expect(isSafePlace(at('/payment/'))).toBe(false);
  });
});
