import { useMutation } from '@tanstack/react-query';
import { type TDeleteAccountRequest, ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
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

/** DELETE /api/v1/user/me: the account and everything in it, for good. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: TDeleteAccountRequest) =>
      api.delete('/api/v1/user/me', { schema: ZMessageResponse, body }),
  });
}
