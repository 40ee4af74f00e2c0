import type { TAudioItem, TAudioTranscriptListItem, TTranscriptQuality } from '@transcribe/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QualityVerdict } from '@/components/quality-verdict';
import { formatDate } from '@/lib/format';
import { FileMarks } from './file-marks';

/**
 * File name, creation date, 'model/language', the speaker count, how much a person has reviewed and how far
 * the text can be trusted; then the file's star, tags and place in the Archive.
 */
export function TranscriptHeader({
  item,
  transcript,
  reviewed,
  quality,
}: {
  item: TAudioItem;
  transcript: TAudioTranscriptListItem | undefined;
  /** Percent of the speech time verified, from the loaded segments (undefined until they are). */
  reviewed?: number | undefined;
  /** The loaded transcript's quality (undefined until it is loaded). */
  quality?: TTranscriptQuality | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <header className="flex flex-col gap-2">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 self-start text-sm text-muted hover:text-fg"
      >
        <ArrowLeft size={16} aria-hidden />
        {t('transcript.back')}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight break-words text-fg">
        {item.audio_file.file_name}
      </h1>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span>{formatDate(item.audio_create_date, i18n.language)}</span>
        {transcript ? (
          <>
            <span>
              {transcript.audio_transcript_model.audio_transcript_model_name}/
              {transcript.audio_transcript_language.audio_transcript_language_name}
            </span>
            <span>{t('transcript.speakers', { count: transcript.audio_transcript_num_speakers })}</span>
            {reviewed === undefined ? null : (
              <span>{t('transcript.review.percent', { percent: reviewed })}</span>
            )}
            <QualityVerdict quality={quality} />
          </>
        ) : null}
      </p>
      <FileMarks item={item} />
    </header>
  );
}
