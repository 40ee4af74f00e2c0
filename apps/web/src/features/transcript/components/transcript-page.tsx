import { reviewedPercent } from '@transcribe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAudioDetail } from '@/api/audio/audio-detail';
import { useTranscriptData } from '@/api/transcripts/transcript';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { statusClass } from '@/lib/transcript-status';
import { RedoNote } from '../redo/redo-note';
import { TranscriptHeader } from './transcript-header';
import { TranscriptView } from './transcript-view';
import { useFreshTextWhenDone } from './use-fresh-text-when-done';

/** /dashboard/transcript/{audioId}: the file's newest transcript, grouped by speaker. */
export function TranscriptPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = Number(useParams().audioId);
  const audioId = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  const detail = useAudioDetail(audioId);
  const transcript = detail.data?.audio_transcript[0];
  const ready = statusClass(transcript?.audio_transcript_status) === 'ready';
  // A redo keeps the text readable: it is shown as it was until the redo is done.
  const redoing = !ready && Boolean(transcript?.audio_transcript_redo);
  const data = useTranscriptData(transcript?.audio_transcript_id, ready || redoing);
  useFreshTextWhenDone(transcript?.audio_transcript_id, ready);
  const page = 'mx-auto flex max-w-6xl flex-col gap-6';

  if (audioId === undefined) return <Notice tone="error">{t('transcript.noId')}</Notice>;
  if (detail.isPending)
    return (
      <div role="status" className={page}>
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (detail.isError)
    return (
      <div className={page}>
        <Notice tone="error">
          {t('transcript.errorPrefix')} {errorText(detail.error, 'transcript.loadFailed', { id: audioId })}
        </Notice>
      </div>
    );

  const blocks = data.data?.audio_transcript_data ?? [];
  const segments = blocks.reduce((sum, block) => sum + block.audio_transcript_data_segment.length, 0);
  let message: ReactNode = null;
  if (!transcript) message = <p className="text-muted">{t('transcript.none')}</p>;
  else if (!ready && !redoing)
    message = (
      <p className="text-muted">{t('transcript.status', { status: transcript.audio_transcript_status })}</p>
    );
  else if (data.isPending) message = <Skeleton className="h-40 w-full" />;
  else if (data.isError)
    message = (
      <Notice tone="error">
        {t('transcript.noticePrefix')} {errorText(data.error, 'transcript.loadFailed', { id: audioId })}
      </Notice>
    );
  else if (segments === 0) message = <p className="text-muted">{t('transcript.noSegments')}</p>;

  return (
    <div className={page}>
      <TranscriptHeader
        item={detail.data}
        transcript={transcript}
        reviewed={data.data ? reviewedPercent(data.data.audio_transcript_data) : undefined}
        quality={data.data?.audio_transcript_quality}
      />
      {detail.data.audio_media_removed_at ? (
        <p className="text-sm text-muted">{t('errors.MEDIA_REMOVED')}</p>
      ) : null}
      {redoing && transcript ? <RedoNote transcript={transcript} /> : null}
      {message === null && transcript ? (
        <TranscriptView
          audioId={audioId}
          transcriptId={transcript.audio_transcript_id}
          blocks={blocks}
          language={data.data?.audio_transcript_language_iso_code ?? 'en'}
          // Nothing is changed while a redo runs: its result replaces the text when it is done.
          role={redoing ? 'viewer' : detail.data.audio_role}
          mediaRemoved={Boolean(detail.data.audio_media_removed_at)}
          video={detail.data.audio_video}
          redoing={
            transcript.audio_transcript_redo?.kind === 'range' && redoing
              ? transcript.audio_transcript_redo
              : undefined
          }
        />
      ) : (
        <section aria-label={t('transcript.title')}>{message}</section>
      )}
    </div>
  );
}
