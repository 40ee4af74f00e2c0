import { z } from 'zod';

/**
 * How burned-in subtitles look (issue 44): 'standard' (bottom, a dark box, a colour a speaker), 'large' (the
 * same, bigger), 'top' (at the top, for a picture whose lower part matters) and 'plain' (white, outlined, no
 * box, one colour).
 */
export const SUBTITLE_LOOKS = ['standard', 'large', 'top', 'plain'] as const;
export const ZSubtitleLook = z.enum(SUBTITLE_LOOKS, {
  error: `look must be one of ${SUBTITLE_LOOKS.join(', ')}.`,
});
export type TSubtitleLook = z.infer<typeof ZSubtitleLook>;

/** POST /audio/transcript/{id}/burned-video: the video with the transcript drawn on the picture. */
export const ZBurnSubtitlesRequest = z.object({
  look: ZSubtitleLook.default('standard'),
  /** Speaker names before their words (default on). */
  speakers: z.boolean().default(true),
});
export type TBurnSubtitlesRequest = z.input<typeof ZBurnSubtitlesRequest>;

export const ZVideoExportStatus = z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']);
export type TVideoExportStatus = z.infer<typeof ZVideoExportStatus>;

/**
 * A video being made with subtitles burned in: a worker job, `progress` 0-100; once completed, GET
 * /video-export/{id}/download answers the MP4 (kept for a day). `error` says why it failed.
 */
export const ZVideoExport = z.object({
  video_export_id: z.number().int(),
  audio_id: z.number().int(),
  transcript_id: z.number().int(),
  look: ZSubtitleLook,
  speakers: z.boolean(),
  status: ZVideoExportStatus,
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  /** The download's name: "<file> (subtitled).mp4". */
  file_name: z.string(),
  created_at: z.string(),
});
export type TVideoExport = z.infer<typeof ZVideoExport>;

export const ZVideoExportResponse = z.object({ success: z.literal(true), data: ZVideoExport });
export type TVideoExportResponse = z.infer<typeof ZVideoExportResponse>;
