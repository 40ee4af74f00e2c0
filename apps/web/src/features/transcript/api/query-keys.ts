export type InsightKind = 'summary' | 'keynotes';

/** One transcript's segments, and its insights under the same prefix. */
export const transcriptKeys = {
  data: (transcriptId: number | undefined) => ['transcript', transcriptId] as const,
  insight: (transcriptId: number, kind: InsightKind) => ['transcript', transcriptId, kind] as const,
};
