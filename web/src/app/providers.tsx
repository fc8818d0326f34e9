import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../lib/auth/auth-provider';
import { TOAST_CONTAINER } from '../lib/toast';
import { system } from './theme';

/** Everything the app needs around the router: theme, session, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AuthProvider>
        {children}
        <ToastContainer {...TOAST_CONTAINER} />
      </AuthProvider>
    </ChakraProvider>
  );
}
