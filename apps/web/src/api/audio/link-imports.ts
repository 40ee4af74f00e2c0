import { type TImportRequest, ZImportResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/audio/import: the server downloads the link's recording, keeps it as an upload and transcribes it. */
export async function startLinkImport(body: TImportRequest) {
  return (await api.post('/api/v1/audio/import', { schema: ZImportResponse, body })).data;
}

/** GET /api/v1/audio/import/{id}: how far the import is, and what it became or why it failed. */
export async function readLinkImport(id: number) {
  return (await api.get(`/api/v1/audio/import/${id}`, { schema: ZImportResponse })).data;
}
