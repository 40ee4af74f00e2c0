import type { TImport } from '@transcribe/contract';
import type { ImportRow } from '../db/schema.js';

/** An import as its user reads it, and as the event streams tell its progress (`import_progress`). */
export function importEventOf(row: ImportRow): TImport {
  return {
    import_id: row.id,
    import_url: row.url,
    import_status: row.status,
    import_error: row.error_message,
    import_error_code: row.error_code,
    import_received_bytes: Number(row.received_bytes),
    import_total_bytes: row.total_bytes === null ? null : Number(row.total_bytes),
    audio_id: row.audio_id,
    audio_duplicate_of: row.duplicate_of,
    import_create_date: new Date(row.created_at).toISOString(),
  };
}
