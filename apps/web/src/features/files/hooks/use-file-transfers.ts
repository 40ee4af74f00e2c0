import type { TAudioItem } from '@transcribe/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { downloadAudio } from '@/api/audio/download-audio';
import { exportTranscriptsZip, type OfferedExportFormat } from '@/api/transcripts/export-transcript';
import { useTranscriptExport } from '@/api/transcripts/use-transcript-export';
import { saveFile } from '@/lib/binary-request';
import { useErrorText } from '@/lib/error-text';
import { statusClass } from '@/lib/transcript-status';
import { displayTranscript } from '../file-item';

/** Audio downloads and transcript exports, one at a time each, with the spec's toasts. */
export function useFileTransfers() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [downloading, setDownloading] = useState(false);
  const transcriptExport = useTranscriptExport();
  // A ref as well as state: a second click in the same tick must already see the first one running.
  const busy = useRef(false);

  async function download(item: TAudioItem) {
    if (!item.audio_id) return void toast.error(t('files.download.noId'));
    if (busy.current) return void toast.warning(t('files.download.inProgress'));
    busy.current = true;
    setDownloading(true);
    toast.info(t('files.download.starting'));
    try {
      const file = await downloadAudio(item.audio_id);
      saveFile(file.blob, file.fileName);
      toast.success(t('files.download.started', { filename: file.fileName }));
    } catch (error) {
      toast.error(errorText(error, 'files.download.failed'));
    } finally {
      busy.current = false;
      setDownloading(false);
    }
  }

  /**
   * Exports the ready transcripts: one as its file, several as one zip; files not ready are skipped with a
   * warning.
   */
  function exportFiles(items: TAudioItem[], format: OfferedExportFormat) {
    return transcriptExport.runExclusive(format, async () => {
      const ready: { transcriptId: number; audioId: number }[] = [];
      for (const item of items) {
        const transcript = displayTranscript(item);
        if (statusClass(transcript?.audio_transcript_status) !== 'ready') {
          toast.warning(t('files.export.notReady', { name: item.audio_file.file_name }));
          continue;
        }
        if (!transcript?.audio_transcript_id) {
          toast.error(t('files.export.noTranscriptId'));
          continue;
        }
        ready.push({ transcriptId: transcript.audio_transcript_id, audioId: item.audio_id });
      }
      const [only] = ready;
      if (ready.length === 1 && only)
        await transcriptExport.exportOne(only.transcriptId, format, only.audioId);
      if (ready.length > 1) {
        const ids = ready.map((entry) => entry.transcriptId);
        await transcriptExport.download(format, () => exportTranscriptsZip(ids, format));
      }
      if (items.length > 1) toast.info(t('files.export.bulkFinished'));
    });
  }

  return { download, exportFiles, downloading, exporting: transcriptExport.exporting !== null };
}
