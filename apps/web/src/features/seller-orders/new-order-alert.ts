import { NEW_ORDER_VIBRATE_PATTERN } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';

let audio: AudioContext | null = null;

/** One shared audio context; browsers limit how many a page may open. */
function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  audio = new Context();
  return audio;
}

/** One soft bell tone: a sine with a quick attack and a long fade, plus a quiet octave for shimmer. */
function bell(context: AudioContext, frequency: number, at: number, length: number) {
  for (const [multiple, level] of [
    [1, 0.32],
    [2, 0.08],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency * multiple, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(level, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.05);
  }
}

/**
 * Plays the new-order chime (spec 4): two bell tones, E5 then A5, made with the Web Audio API so no
 * sound file is needed. Silently does nothing where audio is unavailable or not yet allowed.
 */
export function playNewOrderChime(): void {
  try {
    const context = audioContext();
    if (!context) return;
    void context.resume();
    const now = context.currentTime + 0.02;
    bell(context, 659.25, now, 0.9);
    bell(context, 880, now + 0.22, 1.3);
  } catch {
    // A chime is a nicety; the overlay still shows.
  }
}

/**
 * Buzzes the phone with each ring of the new-order alarm (issue 'The kitchen's day'), where the browser
 * allows it: only where `navigator.vibrate` exists (not iOS Safari) and, where the browser tells, once the
 * seller has touched the page (Chrome refuses an earlier vibration and logs the refusal). Never throws.
 */
export function vibrateForNewOrder(): void {
  if (typeof navigator.vibrate !== 'function') return;
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  try {
    navigator.vibrate([...NEW_ORDER_VIBRATE_PATTERN]);
  } catch {
    // A buzz is a nicety, as the chime is.
  }
}

/** Asks for notification permission once, when the seller area loads (spec 4). */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    void Notification.requestPermission().catch(() => undefined);
  } catch {
    // Old Safari takes a callback and returns nothing; asking is enough.
  }
}

/**
 * Shows the browser notification 'New Order Received' / 'You have a new order. Please check your
 * dashboard.' when permission is granted (spec 4). Through the service worker where there is one
 * (phones refuse `new Notification`), else directly.
 */
export async function showNewOrderNotification(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const options: NotificationOptions = {
    body: m.notificationBody(),
    icon: '/icons/icon-192.png',
    tag: 'rasoi-new-order',
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(m.notificationTitle(), options);
      return;
    }
    new Notification(m.notificationTitle(), options);
  } catch {
    // Some browsers refuse notifications from a page; the in-app overlay still shows.
  }
}
