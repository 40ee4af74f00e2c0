import { useMutation } from '@tanstack/react-query';
import { type TCommentCreateRequest, ZCommentResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { commentsPath } from './comments';
import { useRefreshComments } from './refresh-comments';

/** POST /api/v1/audio/transcript/{id}/comments. */
export function useAddComment(transcriptId: number) {
  const onSuccess = useRefreshComments(transcriptId);
  return useMutation({
    mutationFn: async (body: TCommentCreateRequest) =>
      (await api.post(commentsPath(transcriptId), { schema: ZCommentResponse, body })).data,
    onSuccess,
  });
}
