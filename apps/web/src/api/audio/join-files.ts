import { ZAudioUploadResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/audio/join: one new file of these, in this order (the originals stay). */
export async function joinFiles(audioIds: number[]) {
  return (
    await api.post('/api/v1/audio/join', { schema: ZAudioUploadResponse, body: { audio_ids: audioIds } })
  ).data;
}
