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
