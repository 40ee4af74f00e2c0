import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoStageProps } from './video-stage';

// Its own chunk: only a video file's page loads it, so the dashboard's first load stays within its budget.
const VideoStage = lazy(() => import('./video-stage'));

/** A video file's picture (see VideoStage) as a named region of the page, placed by `className`. */
export function VideoSection({ className, ...stage }: VideoStageProps & { className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('video.label')} className={className}>
      <Suspense fallback={<p className="text-sm text-muted">{t('common.loading')}</p>}>
        <VideoStage {...stage} />
      </Suspense>
    </section>
  );
}
