import type { TAudioItem, TAudioTranscriptListItem, TWorkspaceRole } from '@transcribe/contract';
import type { AudioRow } from '../../db/schema.js';

/** An audio row as the API shows it. The file and the audio item share one id. */
export function toAudioItem(
  row: AudioRow,
  transcripts: TAudioTranscriptListItem[] = [],
  openComments = 0,
  role: TWorkspaceRole = 'owner',
): TAudioItem {
  return {
    audio_id: row.id,
    audio_create_date: row.created_at,
    audio_duration: Math.round(row.duration_seconds * 1000) / 1000,
    audio_size_bytes: row.size_bytes,
    audio_mime_type: row.mime_type,
    audio_has_video: row.has_video === 1,
    audio_file: { file_id: row.id, file_name: row.file_name, file_folder_id: row.folder_id },
    audio_transcript: transcripts,
    audio_comment_count: openComments,
    audio_role: role,
    audio_media_removed_at: row.media_removed_at,
  };
}
