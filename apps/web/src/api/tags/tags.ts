import { useQuery } from '@tanstack/react-query';
import { ZTagListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { tagKeys } from './query-keys';

/** GET /api/v1/tag: the user's own tags (`workspaceId` null), or a workspace's; by name. */
export const fetchTags = async (workspaceId: number | null) =>
  (
    await api.get(workspaceId === null ? '/api/v1/tag' : `/api/v1/tag?workspace_id=${workspaceId}`, {
      schema: ZTagListResponse,
    })
  ).data;

/** The tags of a place (see fetchTags); not loaded while `workspaceId` is undefined (not known yet) or `enabled` is false. */
export function useTags(workspaceId: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: tagKeys.list(workspaceId ?? null),
    queryFn: () => fetchTags(workspaceId ?? null),
    enabled: enabled && workspaceId !== undefined,
  });
}
