import { queryOptions } from '@tanstack/react-query';
import { type InsightKind, transcriptKeys } from '@/api/transcripts/query-keys';

/**
 * An insight of a transcript: asked for when its panel first mounts (the tab opens), and once per
 * transcript for the session (an insight does not change under the user).
 */
export const insightQuery = <T>(kind: InsightKind, transcriptId: number, fetchInsight: () => Promise<T>) =>
  queryOptions({
    queryKey: transcriptKeys.insight(transcriptId, kind),
    queryFn: fetchInsight,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
