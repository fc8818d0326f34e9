import { toast, type ToastOptions } from 'react-toastify';
import { TOAST } from '@homehaven/domain/constants';
import { motionOptions } from './toast-motion';

/** Shared ToastContainer settings (docs/product.md §3.3 Toasts: top right, at most 20). */
export const TOAST_CONTAINER = { position: TOAST.position, limit: TOAST.limit, newestOnTop: true } as const;

/** A toast's options: how long it stays, and still under reduced motion (toast-motion.tsx), read as each toast shows. */
const shown = (autoClose: number): ToastOptions => ({ autoClose, ...motionOptions() });

/** Success toast, 2000 ms. */
export function notifySuccess(message: string): void {
  toast.success(message, shown(TOAST.successMs));
}

/** Error toast, 4000 ms. */
export function notifyError(message: string): void {
  toast.error(message, shown(TOAST.errorMs));
}

/** Informational toast (e.g. "User already exists"), with the error duration so it can be read. */
export function notifyInfo(message: string, toastId?: string): void {
  // An id shows one toast however often the same event reports it.
  toast.info(message, { ...shown(TOAST.errorMs), ...(toastId ? { toastId } : {}) });
}

/** Sign-in and log-out toasts stay 5000 ms; log-out uses the error style (docs/product.md §3.3 Toasts). */
export function notifyAuth(message: string, kind: 'success' | 'error' = 'success'): void {
  const options = shown(TOAST.authMs);
  if (kind === 'error') toast.error(message, options);
  else toast.success(message, options);
}

/** Success toast of a property update: shorter than the others, 1500 ms (docs/product.md §3.3 Toasts). */
export function notifyPropertyUpdated(message: string): void {
  toast.success(message, shown(TOAST.propertyUpdateMs));
}
