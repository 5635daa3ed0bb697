/**
 * Makes sure this device can be pushed to before the app promises a push ('Notify me' on the Closed
 * screen, issue 'The kitchen's day'): runs the push flow now (permission, subscription, saved for the
 * logged-in caller), loading its module on demand. Call it from a tap: browsers ask for permission only
 * after a gesture. Resolves whether the subscription is saved; never throws.
 */
export async function ensurePushRegistered(): Promise<boolean> {
  try {
    const { registerPush } = await import('./push-registration.ts');
    return await registerPush();
  } catch {
    // The module did not load (offline, a release in between): no push from this device for now.
    return false;
  }
}

/**
 * Drops this browser's push subscription at logout (spec 4 'Logout'), loading the push module on demand
 * like ensurePushRegistered, so the logout screens do not pull it in statically. Never throws.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    const { dropPushSubscription } = await import('./push-registration.ts');
    await dropPushSubscription();
  } catch {
    // The module did not load: the server drops the subscription when the push service answers 410.
  }
}
