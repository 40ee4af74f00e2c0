import { useQuery } from '@tanstack/react-query';
import { ZAudioCountResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { audioKeys } from './query-keys';

/**
 * GET /api/v1/audio/count: how many files Recent Files (folderId null) or a folder shows with `listQuery`'s
 * filters (its sort aside), the N of "Select all N files". Read only while `enabled`.
 */
export function useFileCount(folderId: number | null, listQuery: string, enabled: boolean) {
  const params = new URLSearchParams(listQuery);
  params.delete('sort');
  params.delete('order');
  if (folderId !== null) params.set('folder_id', String(folderId));
  return useQuery({
    queryKey: audioKeys.count(folderId, params.toString()),
    queryFn: async () =>
      (await api.get(`/api/v1/audio/count?${params}`, { schema: ZAudioCountResponse })).data.audio_count,
    enabled,
  });
}
