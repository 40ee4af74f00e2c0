import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppStart } from './providers';
import { AppRoutes } from './routes';

/**
 * A data router around the app's routes, so a page can hold navigation back (the transcript editor's
 * unsaved-changes warning uses useBlocker, which needs one).
 */
export function App(start: AppStart) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: (
          <AppProviders {...start}>
            <AppRoutes />
          </AppProviders>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}
