import type { TSearchFileHit, TSearchQuery, TSearchResponse } from '@transcribe/contract';
import type { AppContext } from '../app-context.js';
import { prepareSearch } from '../db/repositories/search-hits.js';
import { refreshSearchIndex } from '../db/repositories/search-index.js';
import {
  matchingFiles,
  matchingSegments,
  type SegmentMatch,
  searchOwners,
} from '../db/repositories/search-query.js';
import { workspacesOfUser } from '../db/repositories/workspaces.js';
import { matchedRanges, snippetOf } from '../search/highlight.js';
import { type ParsedQuery, parseSearchQuery } from '../search/search-query.js';
import { INDEX_LANGUAGES, type IndexLanguage } from '../search/search-terms.js';

/** Segments shown per file; the count says how many more matched. */
export const SEGMENTS_PER_FILE = 5;

const asIndexLanguage = (language: string): IndexLanguage =>
  (INDEX_LANGUAGES as readonly string[]).includes(language) ? (language as IndexLanguage) : 'simple';

/** The best few of a file's matching segments (they arrive best first), shown in time order. */
function segmentHits(matches: SegmentMatch[], query: ParsedQuery): TSearchFileHit['segments'] {
  return matches
    .slice(0, SEGMENTS_PER_FILE)
    .sort((a, b) => a.start_time - b.start_time)
    .map((match) => {
      const { snippet, highlights } = snippetOf(
        match.text,
        matchedRanges(match.text, asIndexLanguage(match.language), query),
      );
      return {
        audio_transcript_data_segment_id: match.segment_id,
        audio_transcript_data_segment_start_time: match.start_time,
        audio_transcript_data_segment_end_time: match.end_time,
        snippet,
        highlights,
      };
    });
}

/**
 * The files the signed-in user may read (their own, and their workspaces') whose names or transcripts hold
 * every word of the query, best first.
 */
export async function searchLibrary(
  ctx: AppContext,
  userId: number,
  request: TSearchQuery,
): Promise<TSearchResponse['data']> {
  const query = parseSearchQuery(request.q);
  const empty = { words: query.words, page: request.page, page_size: request.page_size, total: 0 };
  if (query.words.length === 0) return { ...empty, results: [] };
  const workspaceIds = (await workspacesOfUser(ctx.db, userId)).map((w) => w.id);
  const owners = await searchOwners(ctx.db, userId, workspaceIds);
  await refreshSearchIndex(ctx.db, owners);
  const search = await prepareSearch(ctx.db, { reader: { userId, workspaceIds }, owners }, query);
  const files = await matchingFiles(ctx.db, search, {
    limit: request.page_size,
    offset: (request.page - 1) * request.page_size,
  });
  const segments = await matchingSegments(
    ctx.db,
    search,
    files.filter((file) => file.segment_matches > 0).map((file) => file.audio_id),
  );
  const byFile = new Map<number, SegmentMatch[]>();
  for (const segment of segments) {
    const list = byFile.get(segment.audio_id);
    if (list) list.push(segment);
    else byFile.set(segment.audio_id, [segment]);
  }
  return {
    ...empty,
    total: files[0]?.total ?? 0,
    results: files.map((file) => {
      const matches = byFile.get(file.audio_id) ?? [];
      return {
        audio_id: file.audio_id,
        file_name: file.file_name,
        file_name_highlights: file.name_match ? matchedRanges(file.file_name, 'any', query) : [],
        file_folder_id: file.folder_id,
        audio_create_date: file.created_at,
        audio_transcript_id: matches[0]?.transcript_id ?? null,
        segment_match_count: file.segment_matches,
        segments: segmentHits(matches, query),
      };
    }),
  };
}
