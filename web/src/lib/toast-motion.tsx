import { useEffect, useLayoutEffect } from 'react';
import type { ToastOptions, ToastTransitionProps } from 'react-toastify';

/**
 * A toast's way in and out without motion: it shows and leaves at once (react-toastify's own
 * transitions bounce in from the side, fading from transparent, and bounce out). It starts the toast's
 * countdown as soon as it shows and removes it as soon as it closes, as the library's transitions do
 * when their animations end.
 */
function StillTransition({ children, isIn, done, playToast }: ToastTransitionProps) {
  // Once, when the toast shows: the library hands these callbacks anew on each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => playToast(), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (isIn ? undefined : done()), [isIn]);
  return <>{children}</>;
}

/**
 * Toast options for a visitor who asks for reduced motion (prefers-reduced-motion, docs/product.md §3.3
 * Toasts): no bounce in or out, and no countdown bar shrinking under the text (the toast still closes
 * after its time). Read when each toast is shown, so a change of the setting applies to the next one.
 */
export function motionOptions(): ToastOptions {
  if (typeof window === 'undefined' || !window.matchMedia('(prefers-reduced-motion: reduce)').matches) return {};
  return { transition: StillTransition, hideProgressBar: true };
}
