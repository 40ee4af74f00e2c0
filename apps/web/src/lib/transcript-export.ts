import type { TExportFormat } from '@transcribe/contract';
import { fetchBinary } from './binary-request';

/**
 * The formats the product offers for a transcript (sent in lower case): the contract's EXPORT_FORMATS
 * without WebVTT, which is there for players on the web, not for people.
 */
export const OFFERED_EXPORT_FORMATS = [
  'pdf',
  'docx',
  'txt',
  'csv',
  'srt',
] as const satisfies readonly TExportFormat[];
export type OfferedExportFormat = (typeof OFFERED_EXPORT_FORMATS)[number];

/** POST /api/v1/audio/transcript/export/{transcriptId}: the transcript as a file in `format`. */
export async function exportTranscript(transcriptId: number, format: OfferedExportFormat, audioId?: number) {
  const file = await fetchBinary('POST', `/api/v1/audio/transcript/export/${transcriptId}`, {
    audio_transcript_export_type: format,
  });
  const fallback = audioId === undefined ? `transcript.${format}` : `transcript-${audioId}.${format}`;
  return { blob: file.blob, fileName: file.fileName ?? fallback };
}
