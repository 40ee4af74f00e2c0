import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useRefreshComments } from './refresh-comments';

/** DELETE /api/v1/comments/{id}. */
export function useDeleteComment(transcriptId: number) {
  const onSuccess = useRefreshComments(transcriptId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/v1/comments/${id}`, { schema: ZMessageResponse }),
    onSuccess,
  });
}
