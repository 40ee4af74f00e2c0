import { workspaceKeys } from '@/api/workspaces/query-keys';

/** Markdown copies: the user's own, and a workspace's under that workspace's detail key. */
export const markdownExportKeys = {
  mine: ['markdown-export'] as const,
  workspace: (workspaceId: number) => [...workspaceKeys.detail(workspaceId), 'markdown-export'] as const,
};
