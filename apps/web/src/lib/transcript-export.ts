import { fetchBinary } from './binary-request';

/** The formats the product offers for a transcript (sent in lower case). */
export const EXPORT_FORMATS = ['pdf', 'docx', 'txt', 'csv', 'srt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** POST /api/v1/audio/transcript/export/{transcriptId}: the transcript as a file in `format`. */
export async function exportTranscript(transcriptId: number, format: ExportFormat, audioId?: number) {
  const file = await fetchBinary('POST', `/api/v1/audio/transcript/export/${transcriptId}`, {
    audio_transcript_export_type: format,
  });
  const fallback = audioId === undefined ? `transcript.${format}` : `transcript-${audioId}.${format}`;
  return { blob: file.blob, fileName: file.fileName ?? fallback };
}
