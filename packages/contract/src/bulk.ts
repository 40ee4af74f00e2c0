import { z } from 'zod';
import { ZAudioListQuery } from './audio-list.js';
import { rowId } from './common.js';
import { ZExportFormat } from './insights.js';
import { FILE_TAGS_MAX } from './tag.js';
import { ZRedoSpeakersRequest, ZTranscriptionRequest } from './transcript.js';

/** The most files one piece of bulk work takes. */
export const BULK_MAX_FILES = 10_000;

/**
 * Which files: those named, or every file a list view shows ("select all N matching"): the filters of
 * GET /api/v1/audio (with `folder_id` for a folder's view; without, Recent Files), less `except_ids`.
 * The files are read when the work is asked for; a file added later is not in it.
 */
export const ZBulkSelection = z.union([
  z.object({
    audio_ids: z
      .array(rowId())
      .min(1, { error: 'Select at least one file.' })
      .max(BULK_MAX_FILES, { error: `At most ${BULK_MAX_FILES} files at once.` }),
  }),
  z.object({
    matching: ZAudioListQuery.omit({ limit: true, cursor: true, sort: true, order: true }),
    except_ids: z.array(rowId()).max(BULK_MAX_FILES).default([]),
  }),
]);
export type TBulkSelection = z.input<typeof ZBulkSelection>;

const tagIds = z.array(rowId()).min(1, { error: 'Choose at least one tag.' }).max(FILE_TAGS_MAX);

/** What is done to each file; each as its single call does it, with the same rules. */
export const ZBulkAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('tag'), tag_ids: tagIds }),
  z.object({ action: z.literal('untag'), tag_ids: tagIds }),
  z.object({ action: z.literal('star') }),
  z.object({ action: z.literal('unstar') }),
  z.object({ action: z.literal('archive') }),
  z.object({ action: z.literal('restore') }),
  z.object({ action: z.literal('move'), folder_id: rowId('Invalid target folder selected.') }),
  /** A new transcript of each file with these options. */
  ZTranscriptionRequest.extend({ action: z.literal('transcribe') }),
  /** Each file's newest completed transcript has its speakers told apart again. */
  ZRedoSpeakersRequest.extend({ action: z.literal('redo_speakers') }),
  /**
   * One zip (GET /bulk/{id}/download once completed): each file's newest completed transcript in each
   * format chosen, named after the file.
   */
  z.object({
    action: z.literal('export'),
    formats: z
      .array(ZExportFormat)
      .min(1, { error: 'Choose at least one format.' })
      .refine((formats) => new Set(formats).size === formats.length, { error: 'A format is named twice.' }),
    timestamps: z.boolean().default(true),
    speakers: z.boolean().default(true),
  }),
  z.object({ action: z.literal('delete') }),
]);
export type TBulkAction = z.input<typeof ZBulkAction>;
export type TBulkActionName = TBulkAction['action'];

export const ZBulkRequest = z.object({ selection: ZBulkSelection, operation: ZBulkAction });
export type TBulkRequest = z.input<typeof ZBulkRequest>;

export const ZBulkStatus = z.enum(['queued', 'running', 'completed', 'cancelled', 'failed']);
export type TBulkStatus = z.infer<typeof ZBulkStatus>;

/** A file the work could not do, and why (the message its single call would have answered). */
export const ZBulkFailure = z.object({
  audio_id: z.number().int(),
  file_name: z.string(),
  code: z.string(),
  message: z.string(),
});
export type TBulkFailure = z.infer<typeof ZBulkFailure>;

export const ZBulkJob = z.object({
  bulk_id: z.number().int(),
  bulk_action: z.string(),
  bulk_status: ZBulkStatus,
  bulk_total: z.number().int().nonnegative(),
  /** Files dealt with so far, failed ones included. */
  bulk_done: z.number().int().nonnegative(),
  bulk_failures: z.array(ZBulkFailure),
  /** An export's zip, once completed (GET it with the same authorisation); null otherwise. */
  bulk_download_path: z.string().nullable(),
  bulk_created_at: z.string(),
});
export type TBulkJob = z.infer<typeof ZBulkJob>;
export const ZBulkJobResponse = z.object({ success: z.literal(true), data: ZBulkJob });
export type TBulkJobResponse = z.infer<typeof ZBulkJobResponse>;
