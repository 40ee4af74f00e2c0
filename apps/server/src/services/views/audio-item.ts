import type { TAudioItem, TAudioTranscriptListItem, TAudioVideo, TWorkspaceRole } from '@transcribe/contract';
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
    audio_video: videoOf(row),
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

/**
 * How a file's picture plays (issue 44), from its row's own columns (no other read): null for sound only, and
 * for a file stored before video playback was known. Its media removed, the poster went with it.
 */
export function videoOf(
  row: Pick<
    AudioRow,
    | 'has_video'
    | 'video_playback'
    | 'video_progress'
    | 'poster_key'
    | 'media_removed_at'
    | 'video_width'
    | 'video_height'
  >,
): TAudioVideo | null {
  if (row.has_video !== 1 || row.video_playback === null) return null;
  return {
    playback: row.video_playback,
    progress: row.video_playback === 'copy' || row.video_playback === 'original' ? 100 : row.video_progress,
    poster: row.poster_key !== null && row.media_removed_at === null,
    width: row.video_width,
    height: row.video_height,
  };
}
