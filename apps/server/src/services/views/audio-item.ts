import type { TAudioItem, TAudioTranscriptListItem, TWorkspaceRole } from '@transcribe/contract';
import type { FileTag } from '../../db/repositories/file-tags.js';
import type { AudioRow } from '../../db/schema.js';

/** What an audio item shows besides its row: each defaults to what a new file has. */
export interface AudioItemParts {
  transcripts?: TAudioTranscriptListItem[];
  openComments?: number;
  role?: TWorkspaceRole;
  tags?: FileTag[];
  /** The caller starred it. */
  starred?: boolean;
}

/** An audio row as the API shows it. The file and the audio item share one id. */
export function toAudioItem(row: AudioRow, parts: AudioItemParts = {}): TAudioItem {
  return {
    audio_id: row.id,
    audio_create_date: row.created_at,
    audio_duration: Math.round(row.duration_seconds * 1000) / 1000,
    audio_size_bytes: row.size_bytes,
    audio_mime_type: row.mime_type,
    audio_has_video: row.has_video === 1,
    // How a video plays: filled once the server makes playable copies and posters (issue 44).
    audio_video: null,
    audio_file: { file_id: row.id, file_name: row.file_name, file_folder_id: row.folder_id },
    audio_transcript: parts.transcripts ?? [],
    audio_comment_count: parts.openComments ?? 0,
    audio_role: parts.role ?? 'owner',
    audio_media_removed_at: row.media_removed_at,
    audio_tags: (parts.tags ?? []).map((tag) => ({
      tag_id: tag.id,
      tag_name: tag.name,
      tag_colour: tag.colour,
    })),
    audio_starred: parts.starred ?? false,
    audio_archived_at: row.archived_at,
  };
}
