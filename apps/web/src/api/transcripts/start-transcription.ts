import { type TTranscriptionRequest, ZTranscriptionStartResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/audio/transcript/{audioId}: queues a transcription with these options. */
export async function startTranscription(audioId: number, options: TTranscriptionRequest) {
  return (
    await api.post(`/api/v1/audio/transcript/${audioId}`, {
      schema: ZTranscriptionStartResponse,
      body: options,
    })
  ).data;
}
