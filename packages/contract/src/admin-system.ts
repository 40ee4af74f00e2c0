import { z } from 'zod';
import { ZTranscriptModel } from './transcript.js';
import { ZTranscriptStatus } from './transcript-status.js';

/** A transcription as the queue view shows it: whose, which file, how far, and why it failed. */
export const ZAdminJob = z.object({
  transcript_id: z.number().int(),
  audio_id: z.number().int(),
  file_name: z.string(),
  owner_email: z.string(),
  status: ZTranscriptStatus,
  progress: z.number(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;

export const ZAdminQueueQuery = z.object({
  /** Only these; absent: queued, running and failed alike. */
  status: z.enum(['queued', 'transcribing', 'failed']).optional(),
});

/** The newest 200 of the queue's jobs, and how many there are of each kind. */
export const ZAdminQueueResponse = z.object({
  success: z.literal(true),
  data: z.object({
    jobs: z.array(ZAdminJob),
    counts: z.object({ queued: z.number().int(), transcribing: z.number().int(), failed: z.number().int() }),
  }),
});
export type TAdminQueue = z.infer<typeof ZAdminQueueResponse>['data'];

/** The install at a glance: accounts, files and bytes stored, the engines' models, transcriptions a day. */
export const ZAdminSystemResponse = z.object({
  success: z.literal(true),
  data: z.object({
    users: z.number().int(),
    files: z.number().int(),
    storage_bytes: z.number(),
    models: z.array(ZTranscriptModel),
    /** The last 30 UTC days with any transcription requested, oldest first. */
    usage_by_day: z.array(z.object({ day: z.string(), transcriptions: z.number().int() })),
    /** PUBLIC_URL: the address e-mails and share links lead to (the console says when it is not this one). */
    public_url: z.string().optional(),
  }),
});
export type TAdminSystem = z.infer<typeof ZAdminSystemResponse>['data'];

export const ZAdminJobResponse = z.object({ success: z.literal(true), data: ZAdminJob });
