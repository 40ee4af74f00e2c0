import type { TWorkspaceRole } from '@transcribe/contract';

/**
 * What a role may do with the files of a workspace, as the server decides it ('owner' is also the role of
 * one's own files): editors and up upload, rename, move, delete, transcribe, edit and share; commenters and
 * up comment; everyone reads and exports.
 */
export const canWrite = (role: TWorkspaceRole) => role !== 'commenter' && role !== 'viewer';
export const canComment = (role: TWorkspaceRole) => role !== 'viewer';
