import { useQuery } from '@tanstack/react-query';
import { ZMarkdownExportResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { markdownExportKeys } from './query-keys';

/** The user's own setting (no workspace), or a workspace's. */
export const markdownExportPath = (workspaceId?: number) =>
  workspaceId === undefined
    ? '/api/v1/user/markdown-export'
    : `/api/v1/workspace/${workspaceId}/markdown-export`;

export const markdownExportKey = (workspaceId?: number) =>
  workspaceId === undefined ? markdownExportKeys.mine : markdownExportKeys.workspace(workspaceId);

/**
 * GET /api/v1/user/markdown-export or /api/v1/workspace/{id}/markdown-export: whether every transcript is
 * copied as Markdown into a server folder, which, and where that is.
 */
export function useMarkdownExport(workspaceId?: number) {
  return useQuery({
    queryKey: markdownExportKey(workspaceId),
    queryFn: async () =>
      (await api.get(markdownExportPath(workspaceId), { schema: ZMarkdownExportResponse })).data,
  });
}
