import { useMutation } from '@tanstack/react-query';
import { fetchBinary, saveFile } from '@/lib/binary-request';

/**
 * GET /api/v1/bulk/{id}/download (the job's `bulk_download_path`): a completed export's zip, fetched with
 * the session's token as other downloads are, and saved by the browser.
 */
export function useDownloadBulkZip() {
  return useMutation({
    mutationFn: async (path: string) => {
      const file = await fetchBinary('GET', path);
      saveFile(file.blob, file.fileName ?? 'transcripts.zip');
    },
  });
}
