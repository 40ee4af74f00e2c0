import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { Button } from '@/components/ui/button';
import { recordingOptions, useSendRecording } from '@/features/files/hooks/use-send-recording';
import { useTranscriptionOptions } from '@/features/files/hooks/use-transcription-options';
import { lostRecordings } from '@/features/files/recording/lost-recordings';
import { RecordingSession } from '@/features/files/recording/recording-session';
import type { StoredRecording } from '@/features/files/recording/recording-store';
import { useErrorText } from '@/lib/error-text';
import { formatTimestamp } from '@/lib/format';
import { useSession } from '@/lib/session/session-context';

/** Offers each recording a reload, crash or closed tab interrupted: Save sends it, Discard drops it. */
export default function RecoveredRecordings() {
  const userId = useSession().user?.user_id;
  const [recordings, setRecordings] = useState<StoredRecording[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    lostRecordings(userId).then(setRecordings, () => setRecordings([]));
  }, [userId]);
  const done = (id: string) => setRecordings((list) => list.filter((r) => r.id !== id));
  if (recordings.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {recordings.map((recording) => (
        <RecoveredRecording key={recording.id} recording={recording} onDone={() => done(recording.id)} />
      ))}
    </div>
  );
}

function RecoveredRecording({ recording, onDone }: { recording: StoredRecording; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const options = useTranscriptionOptions(!recording.options);
  const sendRecording = useSendRecording();
  const invalidate = useInvalidateFiles();
  const [busy, setBusy] = useState(false);

  async function act(save: boolean) {
    setBusy(true);
    const session = RecordingSession.recovered(recording);
    try {
      if (save) {
        const request = options.request();
        await sendRecording(
          session,
          request && recordingOptions(options.uploadFields(recording.folderId), request),
        );
        toast.success(t('record.sent'));
        void invalidate();
      } else {
        await session.discard();
      }
      onDone();
    } catch (error) {
      toast.error(errorText(error, 'record.failed'));
      setBusy(false);
    }
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm"
    >
      <span className="font-medium text-fg">
        {t('record.recovered', { duration: formatTimestamp(recording.seconds) })}
      </span>
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} aria-busy={busy} onClick={() => act(true)}>
          {t('record.save')}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => act(false)}>
          {t('record.discard')}
        </Button>
      </div>
    </div>
  );
}
