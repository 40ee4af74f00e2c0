import { z } from 'zod';

/**
 * Every status the server gives a transcript. `cancelled`: stopped by its owner; final until a retry, which
 * queues the same transcript again (as `failed` can be).
 */
export const ZTranscriptStatus = z.enum(['queued', 'transcribing', 'completed', 'failed', 'cancelled']);
export type TTranscriptStatus = z.infer<typeof ZTranscriptStatus>;
