import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { areToastsWanted, followToastsWanted, loadToastLibrary, TOAST_CONTAINER } from '../lib/toast';

const ToastContainer = lazy(() => loadToastLibrary().then(({ ToastContainer: Container }) => ({ default: Container })));

/**
 * Everything the app needs around the router: session and toasts. No style provider: every screen
 * styles at build time (docs/decisions.md "Build-time styles everywhere").
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toasts />
    </AuthProvider>
  );
}

/** The toasts' container, loaded and mounted with the page's first toast (lib/toast.ts says why not before). */
function Toasts() {
  const wanted = useSyncExternalStore(followToastsWanted, areToastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_CONTAINER} />
    </Suspense>
  );
}
