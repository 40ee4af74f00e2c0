import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** DELETE /api/v1/audio/{id}. */
export async function deleteAudio(audioId: number) {
  return api.delete(`/api/v1/audio/${audioId}`, { schema: ZMessageResponse });
}
