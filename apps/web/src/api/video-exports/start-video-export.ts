import { useMutation } from '@tanstack/react-query';
import { type TBurnSubtitlesRequest, ZVideoExportResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/audio/transcript/{transcriptId}/burned-video: the video with the transcript drawn on the
 * picture in the chosen look; answers at once (202) with the job queued, which useVideoExport then follows.
 * 409 NO_VIDEO or VIDEO_NOT_READY say why not.
 */
export function useStartVideoExport(transcriptId: number) {
  return useMutation({
    mutationFn: async (body: TBurnSubtitlesRequest) =>
      (
        await api.post(`/api/v1/audio/transcript/${transcriptId}/burned-video`, {
          schema: ZVideoExportResponse,
          body,
        })
      ).data,
  });
}
