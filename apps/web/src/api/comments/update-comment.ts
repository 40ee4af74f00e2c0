import { useMutation } from '@tanstack/react-query';
import { type TCommentUpdateRequest, ZCommentResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useRefreshComments } from './refresh-comments';

/** PATCH /api/v1/comments/{id}: new text, or resolve / reopen. */
export function useUpdateComment(transcriptId: number) {
  const onSuccess = useRefreshComments(transcriptId);
  return useMutation({
    mutationFn: async ({ id, ...body }: TCommentUpdateRequest & { id: number }) =>
      (await api.patch(`/api/v1/comments/${id}`, { schema: ZCommentResponse, body })).data,
    onSuccess,
  });
}
