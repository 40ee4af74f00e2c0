/** The user's share links: made and revoked from the transcript viewer, listed and revoked on the profile page. */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  /** One transcript's links (under `all`, so a revocation anywhere refreshes it). */
  ofTranscript: (transcriptId: number) => ['share-links', 'transcript', transcriptId] as const,
  /** What a link opens for whoever has its address, by its token (not the owner's data: not under `all`). */
  opened: (token: string) => ['shared', token] as const,
};
