import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TUser } from '@transcribe/contract';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { SessionProvider } from '@/lib/session/session-provider';

export interface AppStart {
  i18n: I18n;
  /** Made before the first render, so the opened page's data can be read beside its code (see main.tsx). */
  queryClient: QueryClient;
  /** The start-up check's outcome when it ran before the first render (see SessionProvider). */
  startup?: TUser | null;
}

export function AppProviders({ i18n, queryClient, startup, children }: AppStart & { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* The translations arrive in a moment; until then there is no text to show. */}
        <Suspense fallback={<PageSpinner />}>
          <SessionProvider startup={startup}>{children}</SessionProvider>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
