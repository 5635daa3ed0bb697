import { m } from '@rasoi/domain/i18n/messages';
import { toast } from '../lib/toast.ts';
import { getVapidPublicKey } from './get-vapid-public-key.ts';
import { saveFcmToken } from './save-fcm-token.ts';

/** Browser storage key of this device's push token (spec 3): the saved PushSubscription's endpoint. */
export const FCM_TOKEN_KEY = 'fcm_token';

/** How long to wait for the service worker before giving up (it is missing in dev and in some browsers). */
const WORKER_WAIT_MS = 10_000;

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key; a rotated server key needs a new subscription. */
function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(FCM_TOKEN_KEY);
  } catch {
    return null;
  }
}

function store(endpoint: string): void {
  try {
    localStorage.setItem(FCM_TOKEN_KEY, endpoint);
  } catch {
    // Without storage the success toast may show again next time; the subscription itself is saved.
  }
}

async function readyWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Whether this browser can do Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof Notification !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/**
 * The push flow (spec 4 'Push flow', spec 7; docs/decisions/p07): asks for notification permission; when
 * granted, subscribes this browser's service worker with the server's VAPID key (reusing a subscription
 * made with the same key) and saves it for the logged-in caller; when denied, only logs it. Toasts
 * 'FCM token fetched successfully' once per new subscription. Resolves true when this device's
 * subscription is saved (it can be pushed to), false otherwise. Never throws: push is a nicety.
 */
export async function registerPush(): Promise<boolean> {
  if (!pushSupported()) return false;
  try {
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') {
      console.info(`Notification permission ${permission}: push notifications are off on this device.`);
      return false;
    }
    const registration = await readyWorker();
    if (!registration) return false;
    const key = vapidKeyBytes(await getVapidPublicKey());
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    // Saved on every start and after each login: the subscription belongs to whoever is logged in.
    await saveFcmToken(subscription.toJSON());
    if (readStored() !== subscription.endpoint) {
      store(subscription.endpoint);
      // Awaited so the flow ends once the toast is in the store (the toaster loads on first use).
      await toast.success(m.pushTokenFetched());
    }
    return true;
  } catch (error) {
    console.info('Push notifications could not be set up on this device.', error);
    return false;
  }
}

/**
 * Drops this browser's push subscription at logout (spec 4 'Logout'), so the next person on this device
 * gets none of the last one's notifications; the server deletes it when the push service answers 410.
 * Never throws.
 */
export async function dropPushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to drop, or the browser refused: the server's 410 clean-up covers it.
  }
}
