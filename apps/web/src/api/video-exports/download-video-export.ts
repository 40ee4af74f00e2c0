import { useMutation } from '@tanstack/react-query';
import type { TVideoExport } from '@transcribe/contract';
import { fetchBinary, saveFile } from '@/lib/binary-request';

/**
 * GET /api/v1/video-export/{id}/download: a completed job's MP4 (kept for a day), fetched with the session's
 * token as other downloads are, and saved under the server's name ("<file> (subtitled).mp4").
 */
export function useDownloadVideoExport() {
  return useMutation({
    mutationFn: async (job: Pick<TVideoExport, 'video_export_id' | 'file_name'>) => {
      const file = await fetchBinary('GET', `/api/v1/video-export/${job.video_export_id}/download`);
      saveFile(file.blob, file.fileName ?? job.file_name);
    },
  });
}
