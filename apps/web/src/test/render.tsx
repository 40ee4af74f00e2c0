import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TUser } from '@transcribe/contract';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/session-provider';
import { createTestI18n } from './test-i18n';

/** Shows the current address, so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders with the app's real providers (session, query client, i18n, toasts) at `route`. */
export function renderApp(
  ui: ReactNode,
  {
    route = '/',
    language = 'en',
    path = '*',
    loginProbe = true,
    startup = undefined as TUser | null | undefined,
  } = {},
) {
  const i18n = createTestI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider startup={startup}>
            <Routes>
              <Route path={path} element={ui} />
              {loginProbe ? <Route path="/login" element={<p>login page</p>} /> : null}
            </Routes>
            <LocationProbe />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, queryClient };
}
