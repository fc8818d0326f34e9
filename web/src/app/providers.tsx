import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../lib/auth/auth-provider';
import { TOAST_CONTAINER } from '../lib/toast';

/**
 * Everything the app needs around the router: session and toasts. Chakra is not here: the public
 * pages paint from build-time CSS, and Chakra's runtime comes with the pages and widgets that use it
 * (components/chakra/chakra-scope.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <ToastContainer {...TOAST_CONTAINER} />
    </AuthProvider>
  );
}
