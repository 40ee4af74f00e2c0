import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVideoExportResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { videoExportKeys } from './query-keys';

/** POST /api/v1/video-export/{id}/cancel: stops making the video; the answer (cancelled) is shown at once. */
export function useCancelVideoExport(videoExportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post(`/api/v1/video-export/${videoExportId}/cancel`, { schema: ZVideoExportResponse })).data,
    onSuccess: (job) => queryClient.setQueryData(videoExportKeys.job(videoExportId), job),
  });
}
