import { ListChecks, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useAudioDetail } from '@/api/audio/audio-detail';
import { useCatalogue } from '@/api/catalogue/catalogue';
import { useReprocess } from '@/api/transcripts/reprocess';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';
import { moreAccurateMode } from '../model/better-mode';

interface Props {
  audioId: number;
  transcriptId: number;
  /** The transcript's language (iso). */
  language: string;
  /** The name of the mode that made it, when recorded (else the file list's). */
  producedBy: string | undefined;
  onReview: () => void;
}

/**
 * What to do about a poor transcript: transcribe it again, in one click, with a more accurate mode installed
 * for its language; else install one (administrators) or ask for one; and review it.
 */
export function QualityNextSteps({ audioId, transcriptId, language, producedBy, onReview }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const admin = useSession().user?.user_is_admin === true;
  const catalogue = useCatalogue(true);
  const audio = useAudioDetail(audioId).data;
  const reprocess = useReprocess(transcriptId);
  const listed = audio?.audio_transcript.find((item) => item.audio_transcript_id === transcriptId);
  const current = producedBy ?? listed?.audio_transcript_model.audio_transcript_model_name;
  const better = moreAccurateMode(catalogue.models.data ?? [], current, language);

  const again = () => {
    if (!better || !audio) return;
    const languageId = catalogue.languages.data?.find(
      (item) => item.audio_transcript_language_iso_code === language,
    )?.audio_transcript_language_id;
    reprocess.mutate(
      {
        start: 0,
        end: audio.audio_duration,
        audio_transcript_model_id: better.audio_transcript_model_id,
        ...(languageId ? { audio_transcript_language_id: languageId } : {}),
      },
      {
        onSuccess: () => toast.success(t('transcript.redo.queued')),
        onError: (error) => toast.error(errorText(error, 'transcript.redo.failed')),
      },
    );
  };

  // Nothing to install is said once the catalogue is known to have no better mode.
  const noBetterMode = !better && catalogue.models.isSuccess;
  return (
    <>
      {noBetterMode ? (
        <p className="text-sm text-fg">
          {t('transcript.quality.noBetterMode')}{' '}
          {admin ? (
            <Link to="/dashboard/admin" className="font-medium text-accent-text underline underline-offset-2">
              {t('transcript.quality.install')}
            </Link>
          ) : (
            t('transcript.quality.askAdmin')
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {better ? (
          <Button size="sm" onClick={again} disabled={reprocess.isPending} aria-busy={reprocess.isPending}>
            {reprocess.isPending ? <Spinner /> : <RotateCcw size={14} aria-hidden />}
            {t('transcript.quality.again', { mode: better.audio_transcript_model_name })}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onReview}>
          <ListChecks size={14} aria-hidden />
          {t('transcript.quality.review')}
        </Button>
      </div>
    </>
  );
}
