import type { TTranscriptModel } from '@transcribe/contract';

/** A downloaded model's rank (the contract's accuracy: built-in 1, a speech server 2, a download 3). */
export const DOWNLOADED_MODE_RANK = 3;

const rank = (mode: TTranscriptModel | undefined) => mode?.audio_transcript_model_accuracy.rank ?? 0;

/**
 * The most accurate mode that transcribes the language (iso code; any mode when undefined): the highest
 * rank, the first of equals, as the server picks one for a request that names no mode.
 */
export function mostAccurateMode(
  modes: TTranscriptModel[],
  iso: string | undefined,
): TTranscriptModel | undefined {
  let best: TTranscriptModel | undefined;
  for (const mode of modes) {
    if (iso !== undefined && !mode.audio_transcript_model_languages.includes(iso)) continue;
    if (!best || rank(mode) > rank(best)) best = mode;
  }
  return best;
}

/**
 * The mode an upload starts with for the language: the one administrators pinned when it transcribes the
 * language, else the most accurate one (as the server picks for a request that names no mode).
 */
export function defaultMode(
  modes: TTranscriptModel[],
  iso: string | undefined,
): TTranscriptModel | undefined {
  const pinned = modes.find((mode) => mode.audio_transcript_model_pinned);
  if (pinned && (iso === undefined || pinned.audio_transcript_model_languages.includes(iso))) return pinned;
  return mostAccurateMode(modes, iso);
}

/** Whether a downloaded mode for one of `languages` would be more accurate than what `modes` offer for it. */
export function downloadWouldBeBetter(modes: TTranscriptModel[], languages: string[]): boolean {
  return languages.some((iso) => rank(mostAccurateMode(modes, iso)) < DOWNLOADED_MODE_RANK);
}
