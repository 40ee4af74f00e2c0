import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/ui/logo';

/** The frame of the sign-in and reset pages: a slim header and a centred card. */
interface Props {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Shown below the card (the plans on the login page). */
  after?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, after }: Props) {
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
          aria-labelledby="auth-title"
          className="mx-auto flex w-full max-w-sm flex-col gap-6 rounded-2xl border border-border bg-elevated p-6 shadow-sm sm:p-8"
        >
          <div className="flex flex-col gap-1 text-center">
            <h1 id="auth-title" className="text-2xl font-semibold tracking-tight text-fg">
              {title}
            </h1>
            <p className="text-sm text-muted">{subtitle}</p>
          </div>
          {children}
        </section>
        {after}
      </main>
    </div>
  );
}
