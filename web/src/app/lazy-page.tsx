import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A page component loaded on first visit (its own chunk). */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await load() });
}

/**
 * A page built with Chakra's runtime components (not prerendered: the details page, compare, the
 * dashboard): its chunk and Chakra's load together, and the page renders inside a Chakra scope. The
 * public pages that paint from prerendered HTML use build-time CSS instead (docs/decisions.md).
 */
export function lazyChakraPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => {
    const [Page, { withChakra }] = await Promise.all([load(), import('../components/chakra/with-chakra')]);
    return { Component: withChakra(Page) };
  };
}
