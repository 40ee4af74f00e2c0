import { useQuery } from '@tanstack/react-query';
import { type TVideoExport, type TVideoExportStatus, ZVideoExportResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { videoExportKeys } from './query-keys';

/** How often a video being made is asked about. */
export const VIDEO_EXPORT_POLL_MS = 1000;

/** The video is still being made (queued or running): it may be cancelled and is asked about again. */
export const isVideoExportRunning = (status: TVideoExportStatus) =>
  status === 'queued' || status === 'running';

/**
 * GET /api/v1/video-export/{id}: how far the video is, asked for about once a second while it is made and
 * `enabled` (the dialog following it is open); `started` (the POST's answer) is shown until the first answer.
 */
export function useVideoExport(started: TVideoExport, enabled = true) {
  return useQuery({
    queryKey: videoExportKeys.job(started.video_export_id),
    queryFn: async () =>
      (await api.get(`/api/v1/video-export/${started.video_export_id}`, { schema: ZVideoExportResponse }))
        .data,
    initialData: started,
    // The answer to the POST is already a reading: the next comes a second later.
    initialDataUpdatedAt: Date.now,
    staleTime: VIDEO_EXPORT_POLL_MS,
    enabled,
    refetchInterval: (query) =>
      query.state.data && isVideoExportRunning(query.state.data.status) ? VIDEO_EXPORT_POLL_MS : false,
  });
}
