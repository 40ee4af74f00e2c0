import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { FOLDERS_KEY } from '../../../lib/folders/get-folders';

const ZDeleted = z.object({ success: z.literal(true) });

/** DELETE /api/v1/folder/{id}. */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`/api/v1/folder/${id}`, { schema: ZDeleted });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FOLDERS_KEY }),
  });
}
