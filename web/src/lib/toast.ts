import type * as ToastLibrary from 'react-toastify';
import { TOAST } from '@homehaven/domain/constants';
import { motionOptions } from './toast-motion';

/** Shared ToastContainer settings (docs/product.md §3.3 Toasts: top right, at most 20). */
export const TOAST_CONTAINER = { position: TOAST.position, limit: TOAST.limit, newestOnTop: true } as const;

/**
 * Toasts load on use (docs/performance.md "Toasts on use"): react-toastify with the page's first toast,
 * and its container (app/providers.tsx) mounts only then. Mounting, react-toastify adds its stylesheet
 * to the document, and every element's style is computed again: 23-61 ms right after a signed-in
 * page's first commit, when it mounted with the page. A toast asked for before the container has
 * mounted waits in react-toastify's queue and shows once it has.
 */
let library: Promise<typeof ToastLibrary> | undefined;
export const loadToastLibrary = (): Promise<typeof ToastLibrary> => {
  library ??= import('react-toastify').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
};

let toastsWanted = false;
const wantedListeners = new Set<() => void>();

/** Follows whether the page has asked for a toast yet (for useSyncExternalStore). */
export function followToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Whether the page has asked for a toast yet. */
export const areToastsWanted = (): boolean => toastsWanted;

type Kind = 'success' | 'error' | 'info';

/** Shows a toast of `kind`: its options (how long it stays, and still under reduced motion, toast-motion.tsx) read now. */
function show(kind: Kind, message: string, autoClose: number, extra: ToastLibrary.ToastOptions = {}): void {
  const options: ToastLibrary.ToastOptions = { autoClose, ...motionOptions(), ...extra };
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of wantedListeners) listener();
  }
  loadToastLibrary().then(
    ({ toast }) => void toast[kind](message, options),
    // The toast's code did not download (offline): the page itself still says what happened.
    (error: unknown) => console.error('A toast could not be shown:', message, error),
  );
}

/** Success toast, 2000 ms. */
export function notifySuccess(message: string): void {
  show('success', message, TOAST.successMs);
}

/** Error toast, 4000 ms. */
export function notifyError(message: string): void {
  show('error', message, TOAST.errorMs);
}

/** Informational toast (e.g. "User already exists"), with the error duration so it can be read. */
export function notifyInfo(message: string, toastId?: string): void {
  // An id shows one toast however often the same event reports it.
  show('info', message, TOAST.errorMs, toastId ? { toastId } : {});
}

/** Sign-in and log-out toasts stay 5000 ms; log-out uses the error style (docs/product.md §3.3 Toasts). */
export function notifyAuth(message: string, kind: 'success' | 'error' = 'success'): void {
  show(kind, message, TOAST.authMs);
}

/** Success toast of a property update: shorter than the others, 1500 ms (docs/product.md §3.3 Toasts). */
export function notifyPropertyUpdated(message: string): void {
  show('success', message, TOAST.propertyUpdateMs);
}
