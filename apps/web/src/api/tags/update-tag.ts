import { useMutation } from '@tanstack/react-query';
import { type TUpdateTagRequest, ZTagResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useInvalidateTagged } from './invalidate-tagged';

/** PATCH /api/v1/tag/{id}: a new name and/or colour; every file bearing it shows the change. */
export function useUpdateTag() {
  const invalidate = useInvalidateTagged();
  return useMutation({
    mutationFn: async ({ id, ...body }: TUpdateTagRequest & { id: number }) =>
      (await api.patch(`/api/v1/tag/${id}`, { schema: ZTagResponse, body })).data,
    onSuccess: invalidate,
  });
}
