import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TMarkdownExportRequest, ZMarkdownExportResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { markdownExportKey, markdownExportPath } from './markdown-export';

/** PUT the user's (or a workspace's, by owners and admins) Markdown copies; the answer becomes the query's data. */
export function useSaveMarkdownExport(workspaceId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TMarkdownExportRequest) =>
      (await api.put(markdownExportPath(workspaceId), { schema: ZMarkdownExportResponse, body })).data,
    onSuccess: (stored) => queryClient.setQueryData(markdownExportKey(workspaceId), stored),
  });
}
