import type { OfferedExportFormat } from '@/api/transcripts/export-transcript';
import { fetchBinary } from '@/lib/binary-request';

/** POST /api/v1/share/{token}/export: the link's text as a file, when its owner allows downloads. */
export async function exportShared(token: string, format: OfferedExportFormat, name: string) {
  const file = await fetchBinary(
    'POST',
    `/api/v1/share/${encodeURIComponent(token)}/export`,
    { audio_transcript_export_type: format },
    false,
  );
  return { blob: file.blob, fileName: file.fileName ?? `${name}.${format}` };
}
