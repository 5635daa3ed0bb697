import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { setLocale } from '@rasoi/domain/locale';
import { FCM_TOKEN_KEY, registerPush, vapidKeyBytes } from './push-registration.ts';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeBrowser(permission: NotificationPermission, existing: PushSubscription | null = null) {
  const subscription = {
    endpoint: 'https://push.example/abc',
    options: { applicationServerKey: vapidKeyBytes(PUBLIC_KEY).buffer },
    toJSON: () => ({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => subscription),
  };
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  const bodies: unknown[] = [];
  const languages: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.body) {
        bodies.push(JSON.parse(String(init.body)));
        languages.push(new Headers(init.headers).get('accept-language') ?? undefined);
      }
      const data = url.endsWith('/notification/vapid-public-key') ? { publicKey: PUBLIC_KEY } : { saved: true };
      return new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
    }),
  );
  return { pushManager, bodies, languages, subscription };
}

describe('the push flow (spec 4, docs/decisions/p07)', () => {
  beforeEach(() => {
    localStorage.clear();
    toast.remove();
  });
  afterEach(() => {
    // The fake service worker is jsdom's navigator's own property: left behind, it would reach the next
    // file in this worker's shared page (the seller area adds a 'controllerchange' listener to it).
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    void setLocale('en', { reload: false });
  });

  it('granted: subscribes with the VAPID key, saves it as fcmToken, and toasts once per new subscription', async () => {
    const success = vi.spyOn(toast, 'success');
    const { pushManager, bodies } = fakeBrowser('granted');
    await registerPush();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(PUBLIC_KEY),
    });
    expect(bodies).toEqual([
      { fcmToken: { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } } },
    ]);
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBe('https://push.example/abc');
    expect(success).toHaveBeenCalledWith('FCM token fetched successfully');

    // Next start (or after a login): saved again for the caller, no second toast.
    await registerPush();
    expect(bodies).toHaveLength(2);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it("saves the subscription in the app's language, so a language switch's reload moves its pushes (issue 16)", async () => {
    const { bodies, languages } = fakeBrowser('granted');
    await registerPush();
    // The language switch chooses Hindi and reloads: the new start saves the same subscription in Hindi.
    void setLocale('hi', { reload: false });
    await registerPush();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(languages).toEqual(['en', 'hi']);
  });

  it('denied: only logs it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { pushManager, bodies } = fakeBrowser('denied');
    await registerPush();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('denied'));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(bodies).toEqual([]);
  });

  it('reads a base64url VAPID key as its 65 bytes', () => {
    const bytes = vapidKeyBytes(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
