import { useTranslation } from 'react-i18next';
import { useLiveDraft } from '@/api/uploads/live-draft';

/**
 * The words recognised so far while recording (the server's quick draft; the transcription after Stop
 * replaces it). Shown once the server drafts this recording, which it does for the languages its built-in
 * engine knows.
 */
export function LiveDraft({ uploadId, active }: { uploadId: string | undefined; active: boolean }) {
  const { t } = useTranslation();
  const words = useLiveDraft(uploadId, active);
  if (!words) return null;
  const text = words.map((word) => word.word).join(' ');
  return (
    <section aria-label={t('record.liveDraft')} className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium text-fg">{t('record.liveDraft')}</h3>
      <p
        aria-live="polite"
        className="max-h-32 min-h-12 overflow-y-auto rounded-lg border border-border bg-surface p-2 text-fg"
      >
        {text || <span className="text-muted">{t('record.liveDraftWaiting')}</span>}
      </p>
    </section>
  );
}
