import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A page component loaded on first visit (its own chunk). For the prerendered public pages. */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await load() });
}

/**
 * A page of the app (the dashboard, a listing's details, compare), loaded on first visit with the app's
 * stylesheet: the public pages' stylesheet holds only what they use (docs/decisions.md, "Two stylesheets").
 */
export function lazyAppPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => {
    const [Component] = await Promise.all([load(), import('../styles/app-stylesheet')]);
    return { Component };
  };
}
