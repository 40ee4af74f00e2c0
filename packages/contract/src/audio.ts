import { z } from 'zod';
import { rowId, rowIdText, withoutUnsafeCharacters } from './common.js';
import { FOLDER_NAME_MAX } from './folder.js';
import { ZTranscriptQuality } from './quality.js';
import { ZTagRef } from './tag.js';
import { ZTranscriptStatus } from './transcript-status.js';
import { ZWorkspaceRole } from './workspace.js';

/** One transcript of an audio item, as the file list shows it (not its text summary). */
export const ZAudioTranscriptListItem = z.object({
  audio_transcript_id: z.number().int(),
  audio_transcript_status: ZTranscriptStatus,
  transcript_progress_percent: z.number(),
  audio_transcript_model: z.object({
    audio_transcript_model_name: z.string(),
    audio_transcript_model_icon: z.string().nullable(),
    audio_transcript_model_description: z.string(),
  }),
  audio_transcript_language: z.object({ audio_transcript_language_name: z.string() }),
  audio_transcript_num_speakers: z.number().int(),
  /** Verified speech time over all speech time, 0 to 100 (whole numbers); 0 until completed. */
  audio_transcript_reviewed_percent: z.number().int().min(0).max(100),
  /** How far the text can be trusted (see GET /audio/transcript/{id}); null until completed. */
  audio_transcript_quality: ZTranscriptQuality.nullable().default(null),
  /**
   * While a redo is queued or running: what is done again, a stretch (seconds) or the speakers; its text
   * stays readable through GET /audio/transcript/{id} meanwhile. null otherwise.
   */
  audio_transcript_redo: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('range'), start: z.number(), end: z.number() }),
      z.object({ kind: z.literal('speakers') }),
    ])
    .nullable()
    .default(null),
});
export type TAudioTranscriptListItem = z.infer<typeof ZAudioTranscriptListItem>;

export const ZAudioFile = z.object({
  file_id: z.number().int(),
  file_name: z.string(),
  file_folder_id: z.number().int(),
});

/**
 * How a file with a picture plays in the browser (issue 44): 'original', as uploaded; 'copy', a web-playable
 * copy the server made (H.264/AAC MP4, at most 720p), streamed instead of an original browsers cannot play;
 * 'preparing', that copy being made (`progress` 0-100; the sound plays meanwhile only if the original does);
 * 'failed', it could not be made.
 */
export const ZVideoPlayback = z.enum(['original', 'copy', 'preparing', 'failed']);
export type TVideoPlayback = z.infer<typeof ZVideoPlayback>;

/** The picture of a file with video: how it plays, and whether a poster frame is at GET /audio/poster/{id}. */
export const ZAudioVideo = z.object({
  playback: ZVideoPlayback,
  progress: z.number().int().min(0).max(100),
  poster: z.boolean(),
  /** The picture's size in pixels as played (the copy's when streamed); null when unknown. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TAudioVideo = z.infer<typeof ZAudioVideo>;

export const ZAudioItem = z.object({
  audio_id: z.number().int(),
  /** ISO 8601, UTC. */
  audio_create_date: z.string(),
  /** Seconds. */
  audio_duration: z.number(),
  audio_size_bytes: z.number().int(),
  audio_mime_type: z.string(),
  audio_has_video: z.boolean(),
  /** For a file with video: how it plays (see ZAudioVideo); null for sound only. */
  audio_video: ZAudioVideo.nullable().default(null),
  audio_file: ZAudioFile,
  audio_transcript: z.array(ZAudioTranscriptListItem),
  /** Open (unresolved) comments on the file's transcripts. */
  audio_comment_count: z.number().int().nonnegative(),
  /**
   * What the caller may do with the file: 'owner' of their own; in a workspace's folder, their role there
   * (editors change it, commenters comment, viewers read and export).
   */
  audio_role: ZWorkspaceRole.default('owner'),
  /**
   * When retention removed the recording's media (ISO 8601, UTC): it no longer plays or downloads, its
   * transcripts stay. Null (or absent): the media is there.
   */
  audio_media_removed_at: z.string().nullable().optional(),
  /** The file's tags, in the order they were given (PUT /audio/{id}/tags). */
  audio_tags: z.array(ZTagRef).default([]),
  /** The caller starred it (stars are each user's own). */
  audio_starred: z.boolean().default(false),
  /** When it was archived (ISO 8601, UTC): out of every default view, in the Archive. Null: not archived. */
  audio_archived_at: z.string().nullable().default(null),
});
export type TAudioItem = z.infer<typeof ZAudioItem>;

/** Star or un-star (the caller's own star); archive or restore (editors of the file). */
export const ZUpdateAudioRequest = z
  .object({ starred: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((body) => body.starred !== undefined || body.archived !== undefined, {
    error: 'Nothing to change: send starred and/or archived.',
  });
export type TUpdateAudioRequest = z.input<typeof ZUpdateAudioRequest>;
export const ZAudioResponse = z.object({ success: z.literal(true), data: ZAudioItem });
export const ZAudioUploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAudioItem,
  /**
   * Set when the upload's bytes are a file's already in the same place (the user's own library, or the
   * workspace's): nothing new was kept, `data` is that file, and this is its id. Send `keep_duplicate` to keep a
   * second copy.
   */
  audio_duplicate_of: z.number().int().optional(),
});

/** The message of an upload answered with the file it is a copy of. */
export const DUPLICATE_UPLOAD_MESSAGE = 'This file is already in the library.';

/** Text fields of the multipart upload (`file` is the media itself). */
export const ZUploadFields = z.object({
  // Stored as sent: control characters (a NUL cannot be stored in PostgreSQL text) go first.
  language: z.string().overwrite(withoutUnsafeCharacters).trim().max(32).optional(),
  mode: z.string().overwrite(withoutUnsafeCharacters).trim().max(32).optional(),
  diarize: z.enum(['true', 'false'], { error: 'diarize must be "true" or "false".' }).optional(),
  speaker_count: z.coerce
    .number({ error: 'speaker_count must be a number from 0 to 10.' })
    .int()
    .min(0, { error: 'speaker_count must be a number from 0 to 10.' })
    .max(10, { error: 'speaker_count must be a number from 0 to 10.' })
    .optional(),
  folder_id: rowIdText('Invalid target folder selected.').optional(),
  /** "true": keep the upload even when the same file is already in that place (see `audio_duplicate_of`). */
  keep_duplicate: z
    .enum(['true', 'false'], { error: 'keep_duplicate must be "true" or "false".' })
    .optional(),
});
export type TUploadFields = z.infer<typeof ZUploadFields>;

/** Move (`file_folder_id`) or rename (`file_name`) a file. */
export const ZUpdateFileRequest = z
  .object({
    file_folder_id: rowIdText('Invalid target folder selected.').optional(),
    file_name: z
      .string()
      .overwrite(withoutUnsafeCharacters)
      .trim()
      .min(1, { error: 'File name cannot be empty.' })
      .max(FOLDER_NAME_MAX, { error: `File name must be at most ${FOLDER_NAME_MAX} characters.` })
      .optional(),
  })
  .refine((body) => body.file_folder_id !== undefined || body.file_name !== undefined, {
    error: 'Nothing to change: send file_folder_id or file_name.',
  });
export type TUpdateFileRequest = z.infer<typeof ZUpdateFileRequest>;
export const ZUpdateFileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAudioItem,
});

/** The most files one join takes (a call dropped and redialled a few times). */
export const JOIN_MAX_FILES = 20;

/**
 * Join two or more of the user's files, in the order given, into one new file (the originals stay);
 * it goes to `folder_id` (default: the first file's folder) as `file_name` (default: the first's, "joined").
 */
export const ZJoinAudioRequest = z.object({
  audio_ids: z
    .array(rowId())
    .min(2, { error: 'Choose at least two files to join.' })
    .max(JOIN_MAX_FILES, { error: `At most ${JOIN_MAX_FILES} files can be joined at once.` }),
  file_name: z.string().overwrite(withoutUnsafeCharacters).trim().min(1).max(FOLDER_NAME_MAX).optional(),
  folder_id: rowId().optional(),
});
export type TJoinAudioRequest = z.infer<typeof ZJoinAudioRequest>;

/** The most tracks one recording takes: each becomes one speaker. */
export const TRACKS_MAX_FILES = 8;

/**
 * Two to eight of the user's files that are the tracks of one conversation (each person recorded on their
 * own), made into one new file whose channels are the tracks, lined up at their start plus `offsets` (seconds,
 * in the order of `audio_ids`). Transcribed, each track is one speaker named after its file. The tracks' files
 * stay unless `remove_tracks`.
 */
export const ZTracksRequest = z
  .object({
    audio_ids: z
      .array(rowId())
      .min(2, { error: 'Choose at least two tracks.' })
      .max(TRACKS_MAX_FILES, { error: `At most ${TRACKS_MAX_FILES} tracks make one recording.` }),
    offsets: z.array(z.number().min(0, { error: 'An offset is 0 or more seconds.' }).max(3600)).optional(),
    remove_tracks: z.boolean().default(false),
    file_name: z.string().overwrite(withoutUnsafeCharacters).trim().min(1).max(FOLDER_NAME_MAX).optional(),
    folder_id: rowId().optional(),
  })
  .refine((body) => !body.offsets || body.offsets.length === body.audio_ids.length, {
    error: 'Give one offset a track, in the order of audio_ids.',
    path: ['offsets'],
  });
export type TTracksRequest = z.infer<typeof ZTracksRequest>;
