import { ERROR_TOAST_MS, LOGIN_TOAST_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The app's toasts (spec 9), with react-hot-toast loaded on first use rather than in the first visit's
 * download (issue 6): each call imports it (at once when already loaded) and asks for the toaster to be
 * mounted (app/providers.tsx). Calls resolve with the toast's id once it is in the toast store.
 */
type HotToast = typeof import('react-hot-toast').default;

let library: HotToast | undefined;
let loading: Promise<HotToast> | undefined;
const toasterListeners = new Set<() => void>();
let toasterWanted = false;

/** Loads react-hot-toast (once); resolves with the library. Does not mount the toaster. */
export function preloadToasts(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then((module) => (library = module.default));
  return loading;
}

/** Asks for the toaster to be mounted (app/providers.tsx) and loads react-hot-toast; resolves with the library. */
export function loadToasts(): Promise<HotToast> {
  if (!toasterWanted) {
    toasterWanted = true;
    toasterListeners.forEach((listener) => listener());
  }
  return preloadToasts();
}

/** Whether something asked for the toaster; with `onWanted`, a listener called when that happens (unsubscribe returned). */
export const isToasterWanted = () => toasterWanted;
export function onToasterWanted(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

async function withToasts<T>(call: (hot: HotToast) => T): Promise<T> {
  const loaded = loadToasts();
  return call(library ?? (await loaded));
}

type Args = Parameters<HotToast>;

/**
 * An error is an alert, read out at once (issue 16, D60); other toasts keep the library's polite status.
 * Set per toast: react-hot-toast gives every toast its own ariaProps, so the Toaster's options cannot.
 */
const ALERT = { role: 'alert', 'aria-live': 'assertive' } as const;

/**
 * The toast calls the app makes: a plain one, success, error (an alert to a screen reader), dismiss (one
 * id or all); arguments as react-hot-toast's.
 */
export const toast = Object.assign((...args: Args) => withToasts((hot) => hot(...args)), {
  success: (...args: Args) => withToasts((hot) => hot.success(...args)),
  error: (message: Args[0], options?: Args[1]) =>
    withToasts((hot) => hot.error(message, { ariaProps: ALERT, ...options })),
  dismiss: (...args: Parameters<HotToast['dismiss']>) => withToasts((hot) => hot.dismiss(...args)),
});

/** Error toast for 10 s with the server's text or the fallback (spec 8). */
export function toastError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : m.unknownError();
  void toast.error(message, { duration: ERROR_TOAST_MS });
}

/** 'Login to continue' for 3 s (spec 5). */
export function toastLoginNeeded(): void {
  void toast.error(m.loginToContinue(), { duration: LOGIN_TOAST_MS });
}
