import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSharedTranscript } from '@/api/share-links/shared-transcript';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/ui/logo';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { useNoindex } from '../hooks/use-noindex';
import { PublicLinkView } from './public-link-view';

/**
 * /s/{token}: a transcript someone shared, read-only, for anyone with the address (signed in or not). A
 * wrong, revoked or expired link answers 404: the page says it was not found.
 */
export function PublicLinkPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const token = useParams().token ?? '';
  const shared = useSharedTranscript(token);
  useNoindex();

  let body: ReactNode;
  if (shared.isPending)
    body = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  else if (shared.isError)
    body =
      shared.error instanceof ApiError && shared.error.status === 404 ? (
        <div className="flex flex-col gap-3 py-10 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('shared.notFoundTitle')}</h1>
          <p className="text-muted">{t('shared.notFound')}</p>
        </div>
      ) : (
        <Notice tone="error">{errorText(shared.error, 'shared.loadFailed')}</Notice>
      );
  else body = <PublicLinkView token={token} shared={shared.data} />;

  return (
    <div className="min-h-dvh bg-bg">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-4 px-4 sm:px-6">
          <Link to="/" className="rounded-lg">
            <Logo compact />
          </Link>
          <div className="ml-auto">
            <LanguageSelect />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 pt-6 sm:px-6">{body}</main>
    </div>
  );
}
