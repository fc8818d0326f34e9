import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { router } from './router';

/** The whole application. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
