import { ZTranscriptActionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/audio/transcript/{transcriptId}/cancel: stops a queued or running transcription. */
export async function cancelTranscription(transcriptId: number) {
  return (
    await api.post(`/api/v1/audio/transcript/${transcriptId}/cancel`, { schema: ZTranscriptActionResponse })
  ).data;
}
