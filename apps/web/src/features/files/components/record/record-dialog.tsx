import { Pause, Play, RotateCcw, Sparkles, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePlaceQuota } from '@/features/files/hooks/use-place-quota';
import { useRecorder } from '@/features/files/hooks/use-recorder';
import { recordingOptions, useSendRecording } from '@/features/files/hooks/use-send-recording';
import { useTranscriptionOptions } from '@/features/files/hooks/use-transcription-options';
import { type CaptureSource, canShareDisplay } from '@/features/files/recording/capture-sources';
import { useErrorText } from '@/lib/error-text';
import { languageName } from '@/lib/language-name';
import { useSession } from '@/lib/session/session-context';
import { useLimitText } from '../upload/place-quota-note';
import { LiveDraft } from './live-draft';
import { SourcePicker } from './source-picker';
import { Waveform } from './waveform';

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** The notice of a state that recorded nothing (or stopped), if any. */
const NOTICES: Partial<Record<string, string>> = {
  denied: 'record.denied',
  failed: 'record.unavailable',
  cancelled: 'record.shareCancelled',
  noSharedAudio: 'record.noSharedAudio',
  ended: 'record.shareEnded',
};

/**
 * Records from the microphone (starting at once), or a shared tab or screen with or without it, sending the audio while it is recorded and showing the
 * words the server recognises meanwhile; Stop & Transcribe sends the rest and transcribes it.
 */
export default function RecordDialog({
  folderId,
  onClose,
}: {
  folderId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The allowance of the folder the recording goes to (a workspace's, or the person's own).
  const quota = usePlaceQuota(folderId);
  const limitReached = quota.reached;
  const limitText = useLimitText(quota);
  const options = useTranscriptionOptions(!limitReached);
  const [source, setSource] = useState<CaptureSource>('microphone');
  const speakerNames = { microphone: t('record.speaker.me'), shared: t('record.speaker.them') };
  const chosen = () => {
    const request = options.request();
    return request && recordingOptions(options.uploadFields(folderId), request, source, speakerNames);
  };
  const userId = useSession().user?.user_id;
  const recorder = useRecorder(!limitReached, { source, userId, folderId, options: chosen });
  const sendRecording = useSendRecording();
  const invalidate = useInvalidateFiles();
  const [sending, setSending] = useState(false);
  // A recording goes to the most accurate mode for its language: only the languages a mode transcribes
  // (not "Detect language" when none can).
  const models = options.catalogue.models.data ?? [];
  const languages = (options.catalogue.languages.data ?? []).filter(
    (l) =>
      models.length === 0 ||
      models.some((m) => m.audio_transcript_model_languages.includes(l.audio_transcript_language_iso_code)),
  );

  const close = () => {
    void invalidate();
    onClose();
  };

  async function stopAndSend() {
    const recording = await recorder.stop();
    if (!recording) return void toast.error(t('record.noAudio'));
    setSending(true);
    try {
      await sendRecording(recording, chosen());
      toast.success(t('record.sent'));
      close();
    } catch (error) {
      toast.error(errorText(error, 'record.failed'));
      setSending(false);
    }
  }

  const { state } = recorder;
  const live = state === 'recording' || state === 'paused';
  // A share the user stopped leaves a recording to send; one cancelled or silent can be asked for again.
  const sendable = live || state === 'ended';
  const retryable = ['ended', 'cancelled', 'noSharedAudio', 'failed'].includes(state);
  const notice = NOTICES[state];
  return (
    <Dialog open onOpenChange={(open) => open || sending || close()} title={t('record.title')} wide>
      {limitReached ? <Notice tone="error">{limitText}</Notice> : null}
      {notice ? <Notice tone={state === 'ended' ? 'info' : 'error'}>{t(notice)}</Notice> : null}
      {limitReached ? null : (
        <>
          {canShareDisplay() ? <SourcePicker value={source} onChange={setSource} disabled={sending} /> : null}
          <Waveform
            analyser={recorder.analyser}
            active={state === 'recording'}
            label={t(source === 'microphone' ? 'record.waveform' : 'record.waveformShared')}
          />
          <div className="flex items-center justify-center gap-3 text-sm" aria-live="polite">
            <span className="font-medium text-fg">{t(`record.state.${state}`)}</span>
            <span className="font-mono text-lg tabular-nums text-fg">{mmss(recorder.seconds)}</span>
          </div>
          <label className="flex flex-col gap-1.5 text-sm">
            <span className="font-medium text-fg">{t('upload.language')}</span>
            <select
              className="h-10 rounded-lg border border-border bg-bg px-3 text-fg"
              value={options.language?.audio_transcript_language_id ?? ''}
              onChange={(event) => options.setLanguage(Number(event.target.value))}
            >
              {languages.map((l) => (
                <option key={l.audio_transcript_language_id} value={l.audio_transcript_language_id}>
                  {languageName(l, t)}
                </option>
              ))}
            </select>
          </label>
          <LiveDraft uploadId={recorder.uploadId} active={live} />
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {limitReached && quota.workspace ? null : limitReached ? (
          <Button onClick={() => toast.info(t('usage.premiumNotYet'))}>
            <Sparkles size={16} aria-hidden />
            {t('upload.becomePremium')}
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              disabled={!live || sending}
              onClick={state === 'paused' ? recorder.resume : recorder.pause}
            >
              {state === 'paused' ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
              {state === 'paused' ? t('record.resume') : t('record.pause')}
            </Button>
            <Button
              variant="secondary"
              disabled={!(live || retryable) || sending}
              onClick={recorder.rerecord}
            >
              <RotateCcw size={16} aria-hidden />
              {t('record.rerecord')}
            </Button>
            <Button
              disabled={!sendable || sending || !options.model}
              onClick={stopAndSend}
              aria-busy={sending}
            >
              {sending ? <Spinner /> : <Square size={16} aria-hidden />}
              {t('record.stopAndSend')}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
