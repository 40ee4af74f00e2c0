import { ApiError } from '@/lib/api-error';
import { fetchBinary } from '@/lib/binary-request';

/** GET /api/v1/audio/download/{id}: the uploaded file, under the server's name (else audio_{id}.mp3). */
export async function downloadAudio(audioId: number) {
  if (!audioId) throw new ApiError({ status: 0, code: 'AUDIO_ID_REQUIRED' });
  const file = await fetchBinary('GET', `/api/v1/audio/download/${audioId}`);
  return { blob: file.blob, fileName: file.fileName ?? `audio_${audioId}.mp3` };
}
