import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TCommentCreateRequest,
  type TCommentUpdateRequest,
  ZCommentListResponse,
  ZCommentResponse,
  ZMessageResponse,
} from '@transcribe/contract';
import { audioKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { transcriptKeys } from '../transcripts/query-keys';

const listPath = (transcriptId: number) => `/api/v1/audio/transcript/${transcriptId}/comments`;

/** GET …/transcript/{id}/comments: every comment, in the order of its time in the recording. */
export function useCommentList(transcriptId: number) {
  return useQuery({
    queryKey: transcriptKeys.comments(transcriptId),
    queryFn: async () => (await api.get(listPath(transcriptId), { schema: ZCommentListResponse })).data,
  });
}

/** After any change: the list anew, and the file lists (they count open comments). */
function useRefresh(transcriptId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: transcriptKeys.comments(transcriptId), exact: true });
    void queryClient.invalidateQueries({ queryKey: audioKeys.all });
  };
}

/** POST …/transcript/{id}/comments. */
export function useAddComment(transcriptId: number) {
  const onSuccess = useRefresh(transcriptId);
  return useMutation({
    mutationFn: async (body: TCommentCreateRequest) =>
      (await api.post(listPath(transcriptId), { schema: ZCommentResponse, body })).data,
    onSuccess,
  });
}

/** PATCH /comments/{id}: new text, or resolve / reopen. */
export function useUpdateComment(transcriptId: number) {
  const onSuccess = useRefresh(transcriptId);
  return useMutation({
    mutationFn: async ({ id, ...body }: TCommentUpdateRequest & { id: number }) =>
      (await api.patch(`/api/v1/comments/${id}`, { schema: ZCommentResponse, body })).data,
    onSuccess,
  });
}

/** DELETE /comments/{id}. */
export function useDeleteComment(transcriptId: number) {
  const onSuccess = useRefresh(transcriptId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/v1/comments/${id}`, { schema: ZMessageResponse }),
    onSuccess,
  });
}
