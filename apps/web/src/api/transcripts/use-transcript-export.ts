import type { TTranslationLanguage } from '@transcribe/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/binary-request';
import { useErrorText } from '@/lib/error-text';
import { exportTranscript, type OfferedExportFormat } from './export-transcript';
import { exportVideo } from './export-video';

/** What is being exported: a transcript format, or the video with its subtitles. */
export type ExportKind = OfferedExportFormat | 'video';

/**
 * Transcript exports with the spec's toasts, one run at a time: the file library, the transcript viewer
 * and a share link's page (through `download`) share it. `exporting` is the format of the run in progress, else null.
 */
export function useTranscriptExport() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  // A ref as well as state: a second click in the same tick must already see the first one running.
  const busy = useRef(false);

  /** Runs `work` as the one export allowed at a time; a call meanwhile only gets the warning. */
  async function runExclusive(format: ExportKind, work: () => Promise<void>) {
    if (busy.current) return void toast.warning(t('files.export.inProgress'));
    busy.current = true;
    setExporting(format);
    try {
      await work();
    } finally {
      busy.current = false;
      setExporting(null);
    }
  }

  /** Loads a file in `format` and hands it to the browser; a failure is a toast, never a throw. */
  async function download(format: ExportKind, load: () => Promise<{ blob: Blob; fileName: string }>) {
    const name = format === 'video' ? t('transcript.actions.videoFormat') : format.toUpperCase();
    toast.info(t('files.export.preparing', { format: name }));
    try {
      const file = await load();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(
        errorText(error, error instanceof ApiError ? 'files.export.failed' : 'files.export.unknown'),
      );
    }
  }

  /** Exports one of the user's transcripts; with `language`, its translation into that language. */
  const exportOne = (
    transcriptId: number,
    format: OfferedExportFormat,
    audioId?: number,
    language?: TTranslationLanguage,
  ) => download(format, () => exportTranscript(transcriptId, format, audioId, language));

  /** The video of a file with a picture, its transcript as a subtitle track. */
  const exportOneVideo = (transcriptId: number, audioId: number) =>
    download('video', () => exportVideo(transcriptId, audioId));

  return { exporting, runExclusive, exportOne, exportOneVideo, download };
}
