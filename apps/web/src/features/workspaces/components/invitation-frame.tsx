import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/ui/logo';

/** The invitation page's frame, outside the dashboard (it opens signed out too): a slim header and a card. */
export function InvitationFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-surface">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="rounded-lg">
          <Logo />
        </Link>
        <LanguageSelect />
      </header>
      <main className="px-4 pt-6 pb-16 sm:px-6">
        <section
          aria-labelledby="invitation-title"
          className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-2xl border border-border bg-elevated p-6 shadow-sm sm:p-8"
        >
          <h1 id="invitation-title" className="text-center text-2xl font-semibold tracking-tight text-fg">
            {t('workspaces.invitation.title')}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
