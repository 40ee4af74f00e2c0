export type InsightKind = 'summary' | 'keynotes';

/**
 * One transcript's segments, and everything of it under the same prefix (refreshing its data after a redo
 * refreshes them too): its insights, revisions, comments, translations and questions (../insights,
 * ../revisions, ../comments, ../translations, ../ask).
 */
export const transcriptKeys = {
  data: (transcriptId: number | undefined) => ['transcript', transcriptId] as const,
  insight: (transcriptId: number, kind: InsightKind) => ['transcript', transcriptId, kind] as const,
  /** The revision list; one revision whole sits under it. */
  revisions: (transcriptId: number) => ['transcript', transcriptId, 'revisions'] as const,
  revision: (transcriptId: number, revision: number) =>
    ['transcript', transcriptId, 'revisions', revision] as const,
  /** The comments on its segments. */
  comments: (transcriptId: number) => ['transcript', transcriptId, 'comments'] as const,
  /** Its translations; one with its segments sits under the list. */
  translations: (transcriptId: number) => ['transcript', transcriptId, 'translations'] as const,
  translation: (transcriptId: number, language: string) =>
    ['transcript', transcriptId, 'translations', language] as const,
  /** The user's questions about it (Ask) and their answers. */
  ask: (transcriptId: number) => ['transcript', transcriptId, 'ask'] as const,
};
