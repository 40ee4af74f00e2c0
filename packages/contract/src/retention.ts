import { z } from 'zod';

/** The longest retention one can set: a hundred years. */
export const RETENTION_MAX_DAYS = 36_500;

/** What retention removes: 'audio' the recording's media only (its transcript stays), 'all' the whole file. */
export const ZRetentionScope = z.enum(['audio', 'all']);
export type TRetentionScope = z.infer<typeof ZRetentionScope>;

const DAYS_ERROR = `retention_days must be a whole number of days from 1 to ${RETENTION_MAX_DAYS}, or null to keep recordings forever.`;

/**
 * A user's (their personal files) or a workspace's (the files in its folders) rule: recordings uploaded more
 * than `retention_days` days ago are removed by housekeeping; null keeps them forever.
 */
export const ZRetention = z.object({
  retention_days: z
    .number({ error: DAYS_ERROR })
    .int({ error: DAYS_ERROR })
    .min(1, { error: DAYS_ERROR })
    .max(RETENTION_MAX_DAYS, { error: DAYS_ERROR })
    .nullable(),
  retention_scope: ZRetentionScope,
});
export type TRetention = z.infer<typeof ZRetention>;

export const ZRetentionResponse = z.object({ success: z.literal(true), data: ZRetention });
export type TRetentionResponse = z.infer<typeof ZRetentionResponse>;

/** How many files the preview names at most (the count and bytes cover all of them). */
export const RETENTION_PREVIEW_MAX_FILES = 100;

/** One file the next run would remove. */
export const ZRetentionPreviewFile = z.object({
  file_id: z.number().int(),
  file_name: z.string(),
  file_folder_id: z.number().int(),
  /** Bytes of the recording's media. */
  file_size_bytes: z.number().int(),
  /** When it was uploaded (ISO 8601, UTC): its age counts from here. */
  file_create_date: z.string(),
});
export type TRetentionPreviewFile = z.infer<typeof ZRetentionPreviewFile>;

/** What the next housekeeping run removes under the rule as it is now (nothing while recordings are kept forever). */
export const ZRetentionPreview = ZRetention.extend({
  preview_file_count: z.number().int().nonnegative(),
  /** Bytes of media the run frees. */
  preview_bytes: z.number().int().nonnegative(),
  /** The oldest first, at most RETENTION_PREVIEW_MAX_FILES of them. */
  preview_files: z.array(ZRetentionPreviewFile),
});
export type TRetentionPreview = z.infer<typeof ZRetentionPreview>;

export const ZRetentionPreviewResponse = z.object({ success: z.literal(true), data: ZRetentionPreview });
export type TRetentionPreviewResponse = z.infer<typeof ZRetentionPreviewResponse>;
