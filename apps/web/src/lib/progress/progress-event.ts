import { type TTranscriptStatus, ZProgressEvent, ZTranscriptStatus } from '@transcribe/contract';
import { isFinalStatus } from '../transcript-status';

export interface TranscriptProgress {
  progress: number;
  status: TTranscriptStatus;
}

// The contract's event; a missing status follows from the progress (spec rule).
const ZEvent = ZProgressEvent.extend({ status: ZTranscriptStatus.optional() });

/**
 * One `transcript_progress` event's data, or undefined when it is not one. An event without a status gets
 * one from its progress: 0 queued, below 100 transcribing, 100 or more completed.
 */
export function parseProgressEvent(data: string): ({ id: number } & TranscriptProgress) | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = ZEvent.safeParse(json);
  if (!parsed.success) return undefined;
  const { id, progress } = parsed.data;
  const status =
    parsed.data.status ?? (progress <= 0 ? 'queued' : progress < 100 ? 'transcribing' : 'completed');
  return { id, progress, status };
}

/**
 * What a list refetch shows for a transcript: the server's copy, unless it is not final and behind what
 * the event stream already reported here.
 */
export function mergeProgress(
  server: TranscriptProgress,
  local: TranscriptProgress | undefined,
): TranscriptProgress {
  if (!local || isFinalStatus(server.status)) return server;
  return local.progress > server.progress ? local : server;
}
