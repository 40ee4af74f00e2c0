import { ApiError } from '../../../lib/api-error';
import { fetchBinary } from '../../../lib/binary-request';

export const EXPORT_FORMATS = ['pdf', 'docx', 'txt', 'csv', 'srt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/v1/audio/download/{id}: the uploaded file, under the server's name (else audio_{id}.mp3). */
export async function downloadAudio(audioId: number) {
  if (!audioId) throw new ApiError({ status: 0, code: 'AUDIO_ID_REQUIRED' });
  const file = await fetchBinary('GET', `/api/v1/audio/download/${audioId}`);
  return { blob: file.blob, fileName: file.fileName ?? `audio_${audioId}.mp3` };
}

/** POST /api/v1/audio/transcript/export/{transcriptId}: the transcript as a file in `format`. */
export async function exportTranscript(transcriptId: number, format: ExportFormat, audioId?: number) {
  const file = await fetchBinary('POST', `/api/v1/audio/transcript/export/${transcriptId}`, {
    audio_transcript_export_type: format,
  });
  const fallback = audioId === undefined ? `transcript.${format}` : `transcript-${audioId}.${format}`;
  return { blob: file.blob, fileName: file.fileName ?? fallback };
}
