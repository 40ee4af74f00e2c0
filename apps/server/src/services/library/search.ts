import type { TSearchFileHit, TSearchQuery, TSearchResponse } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { prepareSearch } from '../../db/repositories/search-hits.js';
import { refreshSearchIndex } from '../../db/repositories/search-index.js';
import {
  matchingFiles,
  matchingSegments,
  type SegmentMatch,
  searchOwners,
} from '../../db/repositories/search-query.js';
import {
  inSearchSession,
  recentSegmentMatches,
  recentSegmentsFloor,
} from '../../db/repositories/search-window.js';
import { workspacesOfUser } from '../../db/repositories/workspaces.js';
import { matchedRanges, snippetOf } from '../../search/highlight.js';
import { type ParsedQuery, parseSearchQuery } from '../../search/search-query.js';
import { INDEX_LANGUAGES, type IndexLanguage } from '../../search/search-terms.js';
import { listFilters } from './file-list-view.js';

/** Segments shown per file; the count says how many more matched. */
export const SEGMENTS_PER_FILE = 5;

/**
 * No slow corners: every query is first tried on the owners' newest RECENT_SEGMENTS segments. When at least
 * BROAD_MATCHES of them match (a word found in one segment in a hundred or more), it is answered from them
 * alone: its files among the most recent transcripts, ranked as usual, and `total_is_capped` says more
 * files hold it. Any other query has few matches in all, and is ranked over the whole index.
 */
export const RECENT_SEGMENTS = 10_000;
export const BROAD_MATCHES = 100;

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
        audio_transcript_data_segment_speaker: match.speaker ?? '',
        snippet,
        highlights,
      };
    });
}

/**
 * The files the signed-in user may read (their own, and their workspaces') whose names or transcripts hold
 * every word of the query and that pass the file list's filters (the Archive's files with `archived`), best
 * first.
 */
export async function searchLibrary(
  ctx: AppContext,
  userId: number,
  request: TSearchQuery,
): Promise<TSearchResponse['data']> {
  const query = parseSearchQuery(request.q);
  const empty = {
    words: query.words,
    page: request.page,
    page_size: request.page_size,
    total: 0,
    total_is_capped: false,
  };
  if (query.words.length === 0) return { ...empty, results: [] };
  const workspaceIds = (await workspacesOfUser(ctx.db, userId)).map((w) => w.id);
  const owners = await searchOwners(ctx.db, userId, workspaceIds);
  await refreshSearchIndex(ctx.db, owners);
  const page = { limit: request.page_size, offset: (request.page - 1) * request.page_size };
  const { files, segments, capped } = await inSearchSession(ctx.db, async (db) => {
    const search = await prepareSearch(db, { reader: { userId, workspaceIds }, owners }, query);
    const floor = await recentSegmentsFloor(db, owners, RECENT_SEGMENTS);
    const capped =
      floor !== null && (await recentSegmentMatches(db, search, floor, BROAD_MATCHES)) >= BROAD_MATCHES;
    const files = await matchingFiles(db, search, page, {
      recentFrom: capped ? (floor ?? undefined) : undefined,
      filters: listFilters(userId, request),
    });
    const withText = files.filter((file) => capped || file.segment_matches > 0);
    const segments = await matchingSegments(
      db,
      search,
      withText.map((file) => file.audio_id),
    );
    return { files, segments, capped };
  });
  const byFile = new Map<number, SegmentMatch[]>();
  for (const segment of segments) {
    const list = byFile.get(segment.audio_id);
    if (list) list.push(segment);
    else byFile.set(segment.audio_id, [segment]);
  }
  return {
    ...empty,
    total: files[0]?.total ?? 0,
    total_is_capped: capped,
    results: files.map((file) => {
      const matches = byFile.get(file.audio_id) ?? [];
      return {
        audio_id: file.audio_id,
        file_name: file.file_name,
        file_name_highlights: file.name_match ? matchedRanges(file.file_name, 'any', query) : [],
        file_folder_id: file.folder_id,
        audio_create_date: file.created_at,
        audio_transcript_id: matches[0]?.transcript_id ?? null,
        // Every match of the file (a capped search ranks by its newest segments only).
        segment_match_count: matches.length,
        segments: segmentHits(matches, query),
      };
    }),
  };
}
