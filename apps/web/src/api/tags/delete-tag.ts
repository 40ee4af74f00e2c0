import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useInvalidateTagged } from './invalidate-tagged';

/** DELETE /api/v1/tag/{id}: the tag goes, and with it from every file bearing it (the files stay). */
export function useDeleteTag() {
  const invalidate = useInvalidateTagged();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/v1/tag/${id}`, { schema: ZMessageResponse }),
    onSuccess: invalidate,
  });
}
