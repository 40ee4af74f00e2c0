export type InsightKind = 'summary' | 'keynotes';

/** One transcript's segments, and its insights under the same prefix. */
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

/** The transcription modes and languages (the same keys as the upload dialog's, so they share one cache). */
export const catalogueKeys = {
  models: ['transcription', 'models'] as const,
  languages: ['transcription', 'languages'] as const,
};
