import type { TAudioItem, TAudioTranscriptListItem, TTranscriptStatus } from '@transcribe/contract';
import { mergeProgress, type TranscriptProgress } from '@/lib/progress/progress-event';
import { type StatusClass, statusClass } from '@/lib/transcript-status';

/** The transcript a file shows: the first of its list, which the server sends newest first. */
export function displayTranscript(item: TAudioItem): TAudioTranscriptListItem | undefined {
  return item.audio_transcript[0];
}

export interface FileState {
  /** The transcript's status; undefined while the file has none (`kind` is then `notInitiated`). */
  status: TTranscriptStatus | undefined;
  progress: number;
  kind: StatusClass;
}

/** A file's status and progress: the server's, or the event stream's where that is ahead (spec rule). */
export function fileState(item: TAudioItem, live: TranscriptProgress | undefined): FileState {
  const transcript = displayTranscript(item);
  if (!transcript) return { status: undefined, progress: 0, kind: 'notInitiated' };
  const merged = mergeProgress(
    { status: transcript.audio_transcript_status, progress: transcript.transcript_progress_percent },
    live,
  );
  return { ...merged, kind: statusClass(merged.status) };
}
