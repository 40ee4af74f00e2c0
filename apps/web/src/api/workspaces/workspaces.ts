import { useQuery } from '@tanstack/react-query';
import { type TWorkspaceRole, ZWorkspaceListResponse } from '@transcribe/contract';
import { api } from '../../lib/api-client';
import { workspaceKeys } from '../query-keys';

/** GET /api/v1/workspace: the workspaces the signed-in user belongs to, with their role in each. */
export function useWorkspaces(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.list,
    queryFn: async () => (await api.get('/api/v1/workspace', { schema: ZWorkspaceListResponse })).data,
    enabled,
  });
}

/**
 * What a role may do with the files of a workspace, as the server decides it ('owner' is also the role of
 * one's own files): editors and up upload, rename, move, delete, transcribe, edit and share; commenters and
 * up comment; everyone reads and exports.
 */
export const canWrite = (role: TWorkspaceRole) => role !== 'commenter' && role !== 'viewer';
export const canComment = (role: TWorkspaceRole) => role !== 'viewer';
