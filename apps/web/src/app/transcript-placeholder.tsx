import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /dashboard/transcript/:audioId is the transcript viewer's route; the viewer itself is a later piece. */
export function TranscriptPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('transcript.title')}</h1>
      <p className="text-sm text-muted">{t('transcript.notAvailable')}</p>
      <Link to="/dashboard" className="text-sm font-medium text-accent-text hover:underline">
        {t('transcript.back')}
      </Link>
    </div>
  );
}
