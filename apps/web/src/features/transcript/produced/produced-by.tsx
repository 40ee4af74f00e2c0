import type { TProducedBy } from '@transcribe/contract';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranscriptData } from '@/api/transcripts/transcript';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDate, formatTimestamp } from '@/lib/format';
import { implausibleSpeakers } from '../model/speaker-count';
import { ExpectedAccuracy } from './expected-accuracy';
import { usePromptSourceText } from './prompt-source';

const ENGINES: Record<string, string> = {
  pocketsphinx: 'transcript.about.engines.pocketsphinx',
  'openai-compatible': 'transcript.about.engines.openaiCompatible',
  'sherpa-transducer': 'transcript.about.engines.sherpaTransducer',
};

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `open`: the panel is shown, so the catalogue (for the mode's accuracy) is worth reading. */
function Details({ produced, open }: { produced: TProducedBy; open: boolean }) {
  const { t, i18n } = useTranslation();
  const engineKey = ENGINES[produced.engine];
  const sources = usePromptSourceText();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
      <Row term={t('transcript.about.engine')}>{engineKey ? t(engineKey) : produced.engine}</Row>
      <Row term={t('transcript.about.mode')}>{`${produced.model_name} (${produced.model})`}</Row>
      <Row term={t('transcript.about.accuracy')}>
        <ExpectedAccuracy modelName={produced.model_name} enabled={open} />
      </Row>
      <Row term={t('transcript.about.language')}>{languageName(produced.language, i18n.language)}</Row>
      <Row term={t('transcript.about.speakers')}>
        {produced.speakers_requested === 0 ? t('transcript.about.estimated') : produced.speakers_requested}
      </Row>
      <Row term={t('transcript.about.vocabulary')}>
        {produced.vocabulary.length === 0 ? (
          t('transcript.about.noVocabulary')
        ) : (
          <details>
            <summary className="cursor-pointer">
              {t('transcript.about.words', { count: produced.vocabulary.length })}
            </summary>
            <ul className="mt-1 flex max-h-40 flex-wrap gap-1 overflow-y-auto">
              {produced.vocabulary.map((word) => (
                <li key={word} className="rounded bg-hover px-1.5 py-0.5 text-xs">
                  {word}
                </li>
              ))}
            </ul>
          </details>
        )}
      </Row>
      {produced.vocabulary_sources?.length ? (
        <Row term={t('transcript.about.vocabularySources')}>{sources.all(produced.vocabulary_sources)}</Row>
      ) : null}
      {produced.speakers_by ? (
        <Row term={t('transcript.about.speakersBy')}>
          {produced.speakers_by === 'channel'
            ? t('transcript.about.byChannel', { db: Math.round(produced.channel_difference_db ?? 0) })
            : t('transcript.about.byVoice')}
        </Row>
      ) : null}
      {produced.speaker_said ? <Row term={t('upload.speakers.who')}>{produced.speaker_said.name}</Row> : null}
      {produced.adapted_speakers?.length ? (
        <Row term={t('voiceAdaptation.producedBy')}>
          <ul>
            {produced.adapted_speakers.map((adapted) => (
              <li key={adapted.voice_profile_id}>
                {t(
                  adapted.pass === 'first'
                    ? 'voiceAdaptation.producedByVoiceFirst'
                    : 'voiceAdaptation.producedByVoice',
                  {
                    speaker: adapted.speaker,
                    date: formatDate(adapted.adapted_at, i18n.language),
                  },
                )}
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="text-fg">{children}</dd>
    </>
  );
}

/**
 * "About this transcript", opened from the viewer's More menu: the engine, mode (and how accurate it is
 * expected to be), language, speakers asked for and vocabulary behind its text; and when an estimated speaker
 * count looks wrong for the recording, says so and (for those who may) offers Redo speakers with a count.
 */
export function ProducedByDialog({
  transcriptId,
  open,
  onOpenChange,
  onRedoSpeakers,
}: {
  transcriptId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens Redo speakers with this count; undefined for those who may not change the transcript. */
  onRedoSpeakers?: ((count: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const data = useTranscriptData(transcriptId, open);
  const produced = data.data?.audio_transcript_produced_by;
  const blocks = data.data?.audio_transcript_data;
  const doubtful = blocks && produced?.speakers_requested === 0 ? implausibleSpeakers(blocks) : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('transcript.about.title')}>
      <div className="flex flex-col gap-3 text-sm">
        {produced ? (
          <Details produced={produced} open={open} />
        ) : data.data ? (
          <p className="text-muted">{t('transcript.about.unknown')}</p>
        ) : null}
        {doubtful ? (
          <div
            role="note"
            className="flex flex-col items-start gap-2 rounded-lg bg-amber-100 p-3 text-fg dark:bg-amber-500/15"
          >
            <p>
              {t('transcript.about.doubtfulSpeakers', {
                count: doubtful.found,
                speech: formatTimestamp(doubtful.speechSeconds),
              })}{' '}
              {doubtful.slight > 0 ? t('transcript.about.slightSpeakers', { count: doubtful.slight }) : null}
            </p>
            {onRedoSpeakers ? (
              <Button size="sm" variant="secondary" onClick={() => onRedoSpeakers(doubtful.suggested)}>
                <Users size={14} aria-hidden />
                {t('transcript.about.redoSpeakersWith', { count: doubtful.suggested })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
