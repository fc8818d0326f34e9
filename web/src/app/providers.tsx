import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../lib/auth/auth-provider';
import { TOAST_CONTAINER } from '../lib/toast';

/**
 * Everything the app needs around the router: session and toasts. No style provider: every screen
 * styles at build time (docs/decisions.md "Build-time styles everywhere").
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <ToastContainer {...TOAST_CONTAINER} />
    </AuthProvider>
  );
}
