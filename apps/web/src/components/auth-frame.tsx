import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Shown below the card (the plans on the login page). */
  after?: ReactNode;
  /** A wider card, for more text than a form's (an invitation). */
  wide?: boolean;
}

/**
 * The frame of the pages outside the dashboard that open signed out (sign in, password reset, an
 * invitation): a slim header with the logo and the language, and a centred card.
 */
export function AuthFrame({ title, subtitle, children, after, wide = false }: Props) {
  const titleId = useId();
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
          aria-labelledby={titleId}
          className={cn(
            'mx-auto flex w-full flex-col rounded-2xl border border-border bg-elevated p-6 shadow-sm sm:p-8',
            wide ? 'max-w-md gap-5' : 'max-w-sm gap-6',
          )}
        >
          <div className="flex flex-col gap-1 text-center">
            <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-fg">
              {title}
            </h1>
            {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
          </div>
          {children}
        </section>
        {after}
      </main>
    </div>
  );
}
