import { create } from 'zustand';

/** Chrome's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

export type InstallState = {
  /** The browser's deferred install prompt, when it offered one. */
  promptEvent: BeforeInstallPromptEvent | null;
  /** True once the app was installed during this visit. */
  installed: boolean;
};

/** What the browser offers for installing the app (issue 5 'Download app'). */
export const useInstall = create<InstallState>()(() => ({ promptEvent: null, installed: false }));

/** Whether the app already runs installed (standalone window, or iOS's home-screen mode). */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Keeps the browser's install prompt for 'Download app' instead of letting it show on its own
 * (docs/architecture.md 'PWA'). Call once at start, before the browser fires the event.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstall.setState({ promptEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstall.setState({ promptEvent: null, installed: true }));
}

/**
 * 'Download app' (spec 2 'Profile'; issue 5): shows the browser's install prompt when it offered one and
 * answers true; answers false when there is none, so the caller explains how to add the app by hand.
 * A prompt can be used once, so it is dropped either way.
 */
export async function promptInstall(): Promise<boolean> {
  const event = useInstall.getState().promptEvent;
  if (!event) return false;
  useInstall.setState({ promptEvent: null });
  await event.prompt();
  const choice = await event.userChoice.catch(() => null);
  if (choice?.outcome === 'accepted') useInstall.setState({ installed: true });
  return true;
}
