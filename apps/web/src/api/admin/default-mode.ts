import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDefaultModeResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from '../catalogue/query-keys';
import { adminKeys } from './query-keys';

/**
 * PUT /api/v1/admin/default-mode: the mode every upload starts with (null: the most accurate one for the
 * language). The modes' list marks it, so the dialogs' cache is refreshed with the Models page's.
 */
export function usePinDefaultMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (modeId: number | null) =>
      (
        await api.put('/api/v1/admin/default-mode', {
          schema: ZDefaultModeResponse,
          body: { audio_transcript_model_id: modeId },
        })
      ).data.audio_transcript_model_id,
    onSettled: () =>
      Promise.all(
        [adminKeys.models, adminKeys.audit, catalogueKeys.models].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
