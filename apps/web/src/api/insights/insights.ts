import { useQuery } from '@tanstack/react-query';
import { ZTranscriptKeyNotesResponse, ZTranscriptSummaryResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { normaliseKeyNotes } from '../../features/transcript/model/insights';
import { type InsightKind, transcriptKeys } from '../transcripts/query-keys';
import { toSummaryData } from './summary-writes';

/**
 * An insight of a transcript: asked for when its panel first mounts (the tab opens), and once per
 * transcript for the session (an insight does not change under the user).
 */
function useInsight<T>(kind: InsightKind, transcriptId: number, fetchInsight: () => Promise<T>) {
  return useQuery({
    queryKey: transcriptKeys.insight(transcriptId, kind),
    queryFn: fetchInsight,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * GET /api/v1/audio/transcript/summary/{id}: the summary text ('' when there is none) and the template it
 * was written with. Regenerating or editing it replaces this cache entry (api/summary.ts).
 */
export const useSummary = (transcriptId: number) =>
  useInsight('summary', transcriptId, async () => {
    const answer = await api.get(`/api/v1/audio/transcript/summary/${transcriptId}`, {
      schema: ZTranscriptSummaryResponse,
    });
    return toSummaryData(answer.data);
  });

/** GET /api/v1/audio/transcript/keynotes/{id}: the key notes as a list. */
export const useKeyNotes = (transcriptId: number) =>
  useInsight('keynotes', transcriptId, async () => {
    const answer = await api.get(`/api/v1/audio/transcript/keynotes/${transcriptId}`, {
      schema: ZTranscriptKeyNotesResponse,
    });
    return normaliseKeyNotes(answer.data.audio_transcript_keynotes);
  });
