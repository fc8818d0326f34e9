import { createContext, useContext, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

/** Whether an ancestor already provides Chakra: nested scopes add nothing. */
const InScope = createContext(false);

/**
 * Chakra's runtime (the dashboard, and every interactive widget: dialogs, drawers, forms, tables)
 * for the subtree inside it. The public pages paint from build-time CSS and never load Chakra
 * before it is needed (docs/decisions.md, "Public pages"); only modules loaded on demand import this
 * file. A scope inside another adds nothing, so Chakra's global styles are written once per tree.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  if (useContext(InScope)) return <>{children}</>;
  return (
    <InScope.Provider value>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </InScope.Provider>
  );
}
