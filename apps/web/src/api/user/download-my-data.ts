import { useMutation } from '@tanstack/react-query';
import { fetchBinary, saveFile } from '@/lib/binary-request';

/** GET /api/v1/user/export: everything the user has, as one zip saved by the browser. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchBinary('GET', '/api/v1/user/export');
      saveFile(file.blob, file.fileName ?? 'transcribe-data.zip');
    },
  });
}
