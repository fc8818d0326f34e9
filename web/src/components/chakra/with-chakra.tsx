import type { ComponentType } from 'react';
import { ChakraScope } from './chakra-scope';

/** The component rendered inside a {@link ChakraScope} (a route or widget loaded on demand). */
export function withChakra<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function InChakraScope(props: P) {
    return (
      <ChakraScope>
        <Component {...props} />
      </ChakraScope>
    );
  }
  InChakraScope.displayName = `WithChakra(${Component.displayName ?? Component.name})`;
  return InChakraScope;
}
