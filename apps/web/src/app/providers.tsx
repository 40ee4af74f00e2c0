import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { Spinner } from '../components/ui/spinner';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';

/** The translations arrive in a moment; until then a quiet spinner (there is no text to show yet). */
function TranslationsLoading() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center text-muted">
      <Spinner size={20} />
    </div>
  );
}

export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<TranslationsLoading />}>
          <SessionProvider>{children}</SessionProvider>
          <Toaster position="top-right" duration={3000} closeButton theme="system" />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
