import type { ApiClient } from './api-client.js';
import { type AudioItem, audioItem, dataOf, type TranscriptSummary, transcriptSummary } from './api-types.js';
import type { TranscriptionPlan } from './choices.js';

/** The transcript a file's newest transcription is, unless it failed or was cancelled. */
export function usableTranscript(item: AudioItem): TranscriptSummary | undefined {
  const newest = item.transcripts[0];
  return newest && newest.status !== 'failed' && newest.status !== 'cancelled' ? newest : undefined;
}

/** Queues the transcription of `audioId` as the plan says (POST /api/v1/audio/transcript/{audioId}). */
export async function startTranscription(
  api: ApiClient,
  audioId: number,
  plan: TranscriptionPlan,
): Promise<TranscriptSummary> {
  const body: Record<string, number> = {
    audio_transcript_language_id: plan.languageId,
    audio_transcript_num_speakers: plan.speakers,
  };
  if (plan.modeId !== undefined) body.audio_transcript_model_id = plan.modeId;
  return transcriptSummary(dataOf(await api.json('POST', `/api/v1/audio/transcript/${audioId}`, { body })));
}

/**
 * The transcript to follow for a file just uploaded: a copy of a file already there keeps that file's
 * transcript when it has one under way or done; otherwise a new transcription is queued.
 */
export async function transcriptFor(
  api: ApiClient,
  item: AudioItem,
  plan: TranscriptionPlan,
): Promise<TranscriptSummary> {
  return usableTranscript(item) ?? (await startTranscription(api, item.id, plan));
}

export const fetchAudio = async (api: ApiClient, audioId: number) =>
  audioItem(dataOf(await api.json('GET', `/api/v1/audio/${audioId}`)));
