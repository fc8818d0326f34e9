import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router/dom';
import { missingWebConfig } from '../config/web-config';
import { ConfigErrorScreen } from './config-error-screen';
import { Providers } from './providers';
import { router } from './router';
import { system } from './theme';

/** The whole application, or, when the build lacks required settings, a screen naming them. */
export function App({ env = import.meta.env }: { env?: Readonly<Record<string, unknown>> }) {
  const missing = missingWebConfig(env);
  if (missing.length > 0) {
    console.error(`HomeHaven cannot start: missing ${missing.join(', ')} (docs/deploy.md).`);
    return (
      <ChakraProvider value={system}>
        <ConfigErrorScreen missing={missing} />
      </ChakraProvider>
    );
  }
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
