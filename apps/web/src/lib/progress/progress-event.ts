import { isFinalStatus } from '../transcript-status';

export interface TranscriptProgress {
  progress: number;
  status: string;
}

/**
 * One `transcript_progress` event's data, or undefined when it is not one. An event without a status gets
 * one from its progress: 0 queued, below 100 transcribing, 100 or more completed.
 */
export function parseProgressEvent(data: string): ({ id: number } & TranscriptProgress) | undefined {
  let value: { id?: unknown; progress?: unknown; status?: unknown };
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  const id = Number(value.id);
  const progress = Number(value.progress);
  if (!Number.isSafeInteger(id) || !Number.isFinite(progress)) return undefined;
  let status = typeof value.status === 'string' && value.status ? value.status : undefined;
  status ??= progress <= 0 ? 'queued' : progress < 100 ? 'transcribing' : 'completed';
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
