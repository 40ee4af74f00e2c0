import type { TExportFormat, TTranslationLanguage } from '@transcribe/contract';
import { fetchBinary } from '@/lib/binary-request';

/**
 * The formats the product offers for a transcript (sent in lower case) wherever it offers exports: the
 * viewer's sidebar, the file list's export, the share page. All of the contract's EXPORT_FORMATS, WebVTT
 * (the subtitles web players and video sites read) and ASS (a colour a speaker, for video players) included.
 */
export const OFFERED_EXPORT_FORMATS = [
  'pdf',
  'docx',
  'txt',
  'csv',
  'srt',
  'vtt',
  'ass',
] as const satisfies readonly TExportFormat[];
export type OfferedExportFormat = (typeof OFFERED_EXPORT_FORMATS)[number];

/**
 * POST /api/v1/audio/transcript/export/{transcriptId}: the transcript as a file in `format`; with
 * `language`, its finished translation into that language (same segments, times and speakers).
 */
export async function exportTranscript(
  transcriptId: number,
  format: OfferedExportFormat,
  audioId?: number,
  language?: TTranslationLanguage,
) {
  const query = language ? `?language=${language}` : '';
  const file = await fetchBinary('POST', `/api/v1/audio/transcript/export/${transcriptId}${query}`, {
    audio_transcript_export_type: format,
  });
  const fallback = audioId === undefined ? `transcript.${format}` : `transcript-${audioId}.${format}`;
  const fileName = file.fileName ?? fallback;
  // The translation's file says its language before the extension: "talk.es.srt".
  return {
    blob: file.blob,
    fileName: language ? fileName.replace(/(\.[^.]+)$/, `.${language}$1`) : fileName,
  };
}

/** POST /api/v1/audio/transcript/export: several transcripts in one format, as one zip (transcripts.zip). */
export async function exportTranscriptsZip(transcriptIds: number[], format: OfferedExportFormat) {
  const file = await fetchBinary('POST', '/api/v1/audio/transcript/export', {
    audio_transcript_export_type: format,
    audio_transcript_ids: transcriptIds,
  });
  return { blob: file.blob, fileName: file.fileName ?? 'transcripts.zip' };
}
