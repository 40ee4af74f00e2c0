import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAsk } from '@/api/ask/use-ask';
import { useFolders } from '@/api/folders/folders';
import { AskAnswer } from '@/components/ask/ask-answer';
import { AskForm } from '@/components/ask/ask-form';
import type { CiteAction } from '@/components/ask/citation-action';

/** Where a citation opens: its file's transcript, playing from the cited time. */
const action: CiteAction = {
  hrefOf: (citation) => `/dashboard/transcript/${citation.audio_id}?t=${citation.start}`,
};

function folderParam(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /dashboard/ask (and ?folder=<id>): a question about every file the user may read, or one folder's; the
 * answer cites segments, each a link to its file's transcript at that time.
 */
export function AskPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  const folderId = folderParam(params.get('folder'));
  const folders = useFolders();
  const folderName = folders.data?.find((f) => f.folder_id === folderId)?.folder_name;
  const asking = useAsk(folderId === undefined ? {} : { folder_id: folderId });
  const scope =
    folderId === undefined
      ? t('ask.libraryScope')
      : t('ask.folderScope', { name: folderName ?? t('ask.thisFolder') });

  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-semibold text-fg">
          {t('ask.pageTitle')}
        </h1>
        <p className="text-sm text-muted">{scope}</p>
        {folderId === undefined ? null : (
          <Link
            to="/dashboard/ask"
            className="self-start text-sm text-accent-text underline-offset-2 hover:underline"
          >
            {t('ask.wholeLibrary')}
          </Link>
        )}
      </header>
      <AskForm
        label={t('ask.libraryLabel')}
        placeholder={t('ask.placeholder')}
        streaming={asking.state.status === 'streaming'}
        onAsk={asking.ask}
        onCancel={asking.cancel}
      />
      <AskAnswer state={asking.state} action={action} withFile />
    </section>
  );
}
