import type { TVideoExport } from '@transcribe/contract';
import type { VideoExportRow } from '../../db/schema.js';

/** An export as its user follows it; `fileName` is its download's name. */
export function toVideoExport(row: VideoExportRow, fileName: string): TVideoExport {
  return {
    video_export_id: row.id,
    audio_id: row.audio_id,
    transcript_id: row.transcript_id,
    look: row.look,
    speakers: row.speakers === 1,
    status: row.status,
    progress: row.progress,
    error: row.error,
    file_name: fileName,
    created_at: row.created_at,
  };
}
