import { useQueryClient } from '@tanstack/react-query';
import {
  type TTranscriptionRequest,
  ZAudioUploadResponse,
  ZMessageResponse,
  ZTranscriptionStartResponse,
  ZUpdateFileResponse,
} from '@transcribe/contract';
import { audioKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** PUT /api/v1/folder/file/{fileId}: move (file_folder_id) or rename (file_name). */
export async function updateFile(fileId: number, body: { file_folder_id: number } | { file_name: string }) {
  if (!fileId || ('file_name' in body && !body.file_name.trim()))
    throw new ApiError({ status: 0, code: 'FILE_FIELDS_REQUIRED' });
  return (await api.put(`/api/v1/folder/file/${fileId}`, { schema: ZUpdateFileResponse, body })).data;
}

/** DELETE /api/v1/audio/{id}. */
export async function deleteAudio(audioId: number) {
  return api.delete(`/api/v1/audio/${audioId}`, { schema: ZMessageResponse });
}

/** POST /api/v1/audio/transcript/{audioId}: queues a transcription with these options. */
export async function startTranscription(audioId: number, options: TTranscriptionRequest) {
  return (
    await api.post(`/api/v1/audio/transcript/${audioId}`, {
      schema: ZTranscriptionStartResponse,
      body: options,
    })
  ).data;
}

/** POST /api/v1/audio/join: one new file of these, in this order (the originals stay). */
export async function joinFiles(audioIds: number[]) {
  return (
    await api.post('/api/v1/audio/join', { schema: ZAudioUploadResponse, body: { audio_ids: audioIds } })
  ).data;
}

/** Refreshes every file list after a change. */
export function useInvalidateFiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: audioKeys.all });
}
