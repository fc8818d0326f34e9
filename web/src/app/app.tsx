import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { HYDRATED_ATTRIBUTE } from '../config/prerender';
import { Providers } from './providers';

/** The whole application around its router (the browser's, app/start.tsx). */
export function App({ router }: { router: DataRouter }) {
  // Says the page is the app's from now on (its HTML may have been prerendered): the browser tests
  // wait for it before they use a page, as a visitor's click only acts from then on.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
