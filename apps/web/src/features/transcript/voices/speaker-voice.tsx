import { AudioLines, Check, ScanFace } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SpeakerVoices, VoiceMatch } from './use-speaker-voices';

/**
 * Beside a speaker's name: "Recognised by voice" when a saved voice gave the name (the viewer says so, as
 * the name is a machine's guess), and Save voice for a named speaker of a completed transcript. Someone who
 * may not rename speakers (a commenter, a viewer) is not shown it, greyed, for a speaker still unnamed.
 */
export function SpeakerVoice({
  name,
  voices,
  canName = true,
}: {
  name: string;
  voices: SpeakerVoices;
  canName?: boolean;
}) {
  const match = voices.matches.get(name);
  const offered = voices.offered && (canName || voices.canSave(name));
  return (
    <>
      {match ? <VoiceMatchMark match={match} /> : null}
      {offered ? <SaveVoiceButton name={name} voices={voices} /> : null}
    </>
  );
}

function VoiceMatchMark({ match }: { match: VoiceMatch }) {
  const { t } = useTranslation();
  const detail = t('transcript.voice.similarity', {
    percent: Math.round(match.similarity * 100),
    method: match.method === 'mfcc' ? t('transcript.voice.mfcc') : match.method,
  });
  return (
    <span
      title={detail}
      className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-text"
    >
      <ScanFace size={12} aria-hidden />
      {t('transcript.voice.recognised')}
      <span className="sr-only">({detail})</span>
    </span>
  );
}

function SaveVoiceButton({ name, voices }: { name: string; voices: SpeakerVoices }) {
  const { t } = useTranslation();
  const named = voices.canSave(name);
  const saving = voices.saving === name;
  const saved = voices.saved.has(name);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs font-normal text-muted"
      aria-label={
        named ? t('transcript.voice.saveNamed', { name }) : t('transcript.voice.saveUnnamed', { name })
      }
      title={named ? undefined : t('transcript.voice.nameFirst')}
      disabled={!named || voices.saving !== undefined || saved}
      aria-busy={saving}
      onClick={() => voices.save(name)}
    >
      {saving ? (
        <Spinner size={12} />
      ) : saved ? (
        <Check size={12} aria-hidden />
      ) : (
        <AudioLines size={12} aria-hidden />
      )}
      {saving
        ? t('transcript.voice.saving')
        : saved
          ? t('transcript.voice.done')
          : t('transcript.voice.save')}
    </Button>
  );
}
