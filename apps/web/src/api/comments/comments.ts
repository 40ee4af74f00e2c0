import { useQuery } from '@tanstack/react-query';
import { ZCommentListResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';

export const commentsPath = (transcriptId: number) => `/api/v1/audio/transcript/${transcriptId}/comments`;

/** GET /api/v1/audio/transcript/{id}/comments: every comment, in the order of its time in the recording. */
export function useCommentList(transcriptId: number) {
  return useQuery({
    queryKey: transcriptKeys.comments(transcriptId),
    queryFn: async () => (await api.get(commentsPath(transcriptId), { schema: ZCommentListResponse })).data,
  });
}
