import { useQuery } from '@tanstack/react-query';
import { ZRetentionPreviewResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { retentionKeys } from './query-keys';
import { workspaceRetentionPath } from './workspace-retention';

/** GET /api/v1/workspace/{id}/retention/preview: what the next run removes (owners and admins; off for anyone else). */
export function useWorkspaceRetentionPreview(workspaceId: number, enabled: boolean) {
  return useQuery({
    queryKey: retentionKeys.workspacePreview(workspaceId),
    queryFn: async () =>
      (await api.get(`${workspaceRetentionPath(workspaceId)}/preview`, { schema: ZRetentionPreviewResponse }))
        .data,
    enabled,
  });
}
