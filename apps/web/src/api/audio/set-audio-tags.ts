import { useMutation } from '@tanstack/react-query';
import { ZAudioResponse } from '@transcribe/contract';
import { useInvalidateTagged } from '@/api/tags/invalidate-tagged';
import { api } from '@/lib/api-client';

/**
 * PUT /api/v1/audio/{id}/tags: all the file's tags, in the order they show (an empty list takes them all off).
 * The file lists and the tags' counts are read again after.
 */
export function useSetAudioTags() {
  const invalidate = useInvalidateTagged();
  return useMutation({
    mutationFn: async ({ audioId, tagIds }: { audioId: number; tagIds: number[] }) =>
      (await api.put(`/api/v1/audio/${audioId}/tags`, { schema: ZAudioResponse, body: { tag_ids: tagIds } }))
        .data,
    onSuccess: invalidate,
  });
}
