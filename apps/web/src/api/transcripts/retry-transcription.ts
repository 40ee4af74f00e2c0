import { ZTranscriptActionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/audio/transcript/{transcriptId}/retry: queues a failed or cancelled one again. */
export async function retryTranscription(transcriptId: number) {
  return (
    await api.post(`/api/v1/audio/transcript/${transcriptId}/retry`, { schema: ZTranscriptActionResponse })
  ).data;
}
