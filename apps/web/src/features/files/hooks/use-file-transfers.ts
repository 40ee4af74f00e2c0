import type { TAudioItem } from '@transcribe/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/binary-request';
import { useErrorText } from '../../../lib/error-text';
import { statusClass } from '../../../lib/transcript-status';
import { downloadAudio, type ExportFormat, exportTranscript } from '../api/file-downloads';
import { displayTranscript } from '../file-item';

/** Audio downloads and transcript exports, one at a time each, with the spec's toasts. */
export function useFileTransfers() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [downloading, setDownloading] = useState(false);
  const [exporting, setExporting] = useState(false);
  // Refs as well as state: a second click in the same tick must already see the first one running.
  const busy = useRef({ download: false, export: false });

  async function download(item: TAudioItem) {
    if (!item.audio_id) return void toast.error(t('files.download.noId'));
    if (busy.current.download) return void toast.warning(t('files.download.inProgress'));
    busy.current.download = true;
    setDownloading(true);
    toast.info(t('files.download.starting'));
    try {
      const file = await downloadAudio(item.audio_id);
      saveFile(file.blob, file.fileName);
      toast.success(t('files.download.started', { filename: file.fileName }));
    } catch (error) {
      toast.error(errorText(error, 'files.download.failed'));
    } finally {
      busy.current.download = false;
      setDownloading(false);
    }
  }

  /** Exports each ready transcript in turn; files not ready are skipped with a warning. */
  async function exportFiles(items: TAudioItem[], format: ExportFormat) {
    if (busy.current.export) return void toast.warning(t('files.export.inProgress'));
    busy.current.export = true;
    setExporting(true);
    try {
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
        toast.info(t('files.export.preparing', { format: format.toUpperCase() }));
        try {
          const file = await exportTranscript(transcript.audio_transcript_id, format, item.audio_id);
          saveFile(file.blob, file.fileName);
        } catch (error) {
          toast.error(
            errorText(error, error instanceof ApiError ? 'files.export.failed' : 'files.export.unknown'),
          );
        }
      }
      if (items.length > 1) toast.info(t('files.export.bulkFinished'));
    } finally {
      busy.current.export = false;
      setExporting(false);
    }
  }

  return { download, exportFiles, downloading, exporting };
}
