import { z } from 'zod';
import { rowId } from './common.js';
import { ZLinkUrl } from './imports.js';
import { ZTranscriptionRequest } from './transcript.js';

/** The most earlier episodes a new subscription imports. */
export const FEED_BACK_EPISODES_MAX = 20;

/**
 * Subscribe to a podcast feed (RSS or Atom) into a folder (issue 42): its newest `back_episodes` episodes are
 * imported at once, and every new one as it appears, each transcribed with `transcription`.
 */
export const ZFeedRequest = z.object({
  url: ZLinkUrl,
  folder_id: rowId('Invalid target folder selected.').optional(),
  back_episodes: z
    .number()
    .int()
    .min(0)
    .max(FEED_BACK_EPISODES_MAX, { error: `back_episodes must be from 0 to ${FEED_BACK_EPISODES_MAX}.` })
    .default(3),
  transcription: ZTranscriptionRequest,
});
export type TFeedRequest = z.infer<typeof ZFeedRequest>;

export const ZFeedUpdate = z.object({ feed_paused: z.boolean() });

/** One subscription as its user sees it. */
export const ZFeed = z.object({
  feed_id: z.number().int(),
  feed_url: z.string(),
  feed_title: z.string(),
  /** The folder new episodes go to; null: the root folder. */
  folder_id: z.number().int().nullable(),
  feed_paused: z.boolean(),
  /** Episodes imported so far. */
  feed_episodes: z.number().int(),
  /** When it was last read (ISO 8601, UTC), and what went wrong then (null: nothing). */
  feed_checked_date: z.string().nullable(),
  feed_error: z.string().nullable(),
  feed_create_date: z.string(),
});
export type TFeed = z.infer<typeof ZFeed>;

export const ZFeedResponse = z.object({ success: z.literal(true), message: z.string(), data: ZFeed });
export const ZFeedListResponse = z.object({ success: z.literal(true), data: z.array(ZFeed) });
