import { z } from 'zod';
import { ZAudioVideo } from './audio.js';
import { ZSpeakerBlock } from './transcript.js';

/** The longest a link may live: a year from its creation. */
export const SHARE_LINK_MAX_DAYS = 366;

/**
 * POST /audio/transcript/{id}/share: a read-only link to the transcript. `start`/`end` (seconds) make it a
 * clip: only that stretch of text and audio is reachable through it. `expires_at` (ISO 8601) ends it.
 */
export const ZShareLinkCreateRequest = z
  .object({
    expires_at: z.iso
      .datetime({ offset: true, error: 'expires_at must be a date and time (ISO 8601).' })
      .optional(),
    start: z
      .number({ error: 'start must be a number of seconds.' })
      .min(0, { error: 'start must be 0 or more.' })
      .optional(),
    end: z.number({ error: 'end must be a number of seconds.' }).positive().optional(),
    allow_export: z.boolean().default(false),
  })
  .refine((r) => r.start === undefined || r.end === undefined || r.end > r.start, {
    error: 'end must be after start.',
    path: ['end'],
  });
export type TShareLinkCreateRequest = z.input<typeof ZShareLinkCreateRequest>;

/** A link as its owner sees it: never its token (only its hash is kept), but the token's first characters. */
export const ZShareLink = z.object({
  share_link_id: z.number().int(),
  share_link_transcript_id: z.number().int(),
  share_link_audio_id: z.number().int(),
  share_link_audio_name: z.string(),
  /** The token's first characters, to tell links apart. */
  share_link_hint: z.string(),
  /** The clip's bounds in seconds; both null for the whole recording. */
  share_link_start: z.number().nullable(),
  share_link_end: z.number().nullable(),
  share_link_allow_export: z.boolean(),
  share_link_expires_at: z.string().nullable(),
  share_link_created_at: z.string(),
  share_link_open_count: z.number().int(),
  share_link_last_opened_at: z.string().nullable(),
});
export type TShareLink = z.infer<typeof ZShareLink>;

/** The new link, with its address: the only time the token is shown. */
export const ZShareLinkCreateResponse = z.object({
  success: z.literal(true),
  data: ZShareLink.extend({
    /** `/s/{token}`, relative to the app's address. */
    share_link_path: z.string(),
  }),
});
export type TShareLinkCreateResponse = z.infer<typeof ZShareLinkCreateResponse>;

export const ZShareLinkListResponse = z.object({ success: z.literal(true), data: z.array(ZShareLink) });
export type TShareLinkListResponse = z.infer<typeof ZShareLinkListResponse>;

/** A token in a path: base64url, as the server makes them. */
export const ZShareTokenParam = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/**
 * GET /share/{token}, signed out: what a link shows and nothing more of its owner's. Times are the
 * recording's; a clip's audio starts at `share_start` (its first second plays `share_start`).
 */
export const ZSharedTranscriptResponse = z.object({
  success: z.literal(true),
  data: z.object({
    share_audio_name: z.string(),
    /** Seconds of audio the link plays (the clip's length for a clip). */
    share_duration: z.number(),
    share_start: z.number(),
    share_end: z.number(),
    share_is_clip: z.boolean(),
    share_allow_export: z.boolean(),
    share_expires_at: z.string().nullable(),
    share_language_iso_code: z.string(),
    share_num_speakers: z.number().int(),
    share_transcript_data: z.array(ZSpeakerBlock),
    /**
     * A whole-file link to a file with a picture: how its video plays (`/share/{token}/audio` streams it, the
     * poster is at `/share/{token}/poster` when `poster`). Null for sound only, and for a clip, which stays
     * sound only.
     */
    share_video: ZAudioVideo.nullable().default(null),
  }),
});
export type TSharedTranscriptResponse = z.infer<typeof ZSharedTranscriptResponse>;
export type TSharedTranscript = TSharedTranscriptResponse['data'];
