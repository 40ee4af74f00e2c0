/**
 * The query keys more than one feature reads or refreshes (the file lists after a transcript was saved,
 * the folder tree after a folder changed). A feature's own keys live in its api/query-keys.ts.
 */

/** Files: every list and detail sits under `all`, so one invalidation refreshes them all. */
export const audioKeys = {
  all: ['audio'] as const,
  /** One folder's files, or Recent Files (null). */
  list: (folderId: number | null) => ['audio', folderId ?? 'recent'] as const,
  /** The same list read a page at a time (the file list page scrolls through it). */
  pages: (folderId: number | null) => ['audio', 'pages', folderId ?? 'recent'] as const,
  /** One file with its transcripts (under `all`, so a finished transcription refreshes it too). */
  detail: (audioId: number | undefined) => ['audio', 'detail', audioId] as const,
};

/** The user's folder trees. */
export const folderKeys = {
  all: ['folders'] as const,
};

/**
 * The workspaces the user is a member of, with their role in each: the sidebar lists their folders, the file
 * list and the move dialog go by the role; the workspaces feature keeps its own keys under `all`.
 */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: ['workspaces', 'list'] as const,
};

/** The user's vocabulary: edited on the profile page, added to from transcript review. */
export const vocabularyKeys = {
  all: ['vocabulary'] as const,
};

/** The user's voice profiles: listed on the profile page, saved and re-trained from the transcript viewer. */
export const voiceProfileKeys = {
  all: ['voice-profiles'] as const,
};

/** The user's share links: made and revoked from the transcript viewer, listed and revoked on the profile page. */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  /** One transcript's links (under `all`, so a revocation anywhere refreshes it). */
  ofTranscript: (transcriptId: number) => ['share-links', 'transcript', transcriptId] as const,
};
