import { useMutation } from '@tanstack/react-query';
import { ZTagResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useInvalidateTagged } from './invalidate-tagged';

/** POST /api/v1/tag/{id}/merge: the files bearing the tag bear `intoTagId` instead; the tag is deleted. */
export function useMergeTag() {
  const invalidate = useInvalidateTagged();
  return useMutation({
    mutationFn: async ({ id, intoTagId }: { id: number; intoTagId: number }) =>
      (
        await api.post(`/api/v1/tag/${id}/merge`, {
          schema: ZTagResponse,
          body: { into_tag_id: intoTagId },
        })
      ).data,
    onSuccess: invalidate,
  });
}
