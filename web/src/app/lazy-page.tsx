import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A page component loaded on first visit (its own chunk). */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await load() });
}
