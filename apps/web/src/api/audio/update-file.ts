import { ZUpdateFileResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** PUT /api/v1/folder/file/{fileId}: move (file_folder_id) or rename (file_name). */
export async function updateFile(fileId: number, body: { file_folder_id: number } | { file_name: string }) {
  if (!fileId || ('file_name' in body && !body.file_name.trim()))
    throw new ApiError({ status: 0, code: 'FILE_FIELDS_REQUIRED' });
  return (await api.put(`/api/v1/folder/file/${fileId}`, { schema: ZUpdateFileResponse, body })).data;
}
