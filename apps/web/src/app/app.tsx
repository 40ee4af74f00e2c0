import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * A data router around the app's routes, so a page can hold navigation back (the transcript editor's
 * unsaved-changes warning uses useBlocker, which needs one).
 */
export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: (
          <AppProviders i18n={i18n}>
            <AppRoutes />
          </AppProviders>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}
