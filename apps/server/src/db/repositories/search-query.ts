import { expressionBuilder, sql } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';
import { type AudioListFilters, audioFiltersMatch } from './audio-list-filters.js';
import { nameHits, type PreparedSearch, segmentHits } from './search-hits.js';

/** A file that matched, by its name, its text or both; `score` is higher for a better match. */
export interface FileMatch {
  audio_id: number;
  file_name: string;
  folder_id: number;
  created_at: string;
  score: number;
  name_match: number;
  segment_matches: number;
  total: number;
}

export interface SegmentMatch {
  audio_id: number;
  transcript_id: number;
  segment_id: number;
  start_time: number;
  end_time: number;
  language: string;
  text: string;
  /** Its speaker block's name (null: not known, see migration 0048). */
  speaker: string | null;
  score: number;
}

/**
 * The files the reader may see (their own, not a workspace's, and their workspaces') that pass the file list's
 * filters; with none given, those not archived: the Archive is out of search as of every default view.
 */
function readable({ reader }: PreparedSearch, filters: AudioListFilters) {
  const own = sql`(fo.workspace_id is null and audio.user_id = ${reader.userId})`;
  const passing = audioFiltersMatch(expressionBuilder<Database, 'audio'>(), filters);
  if (reader.workspaceIds.length === 0) return sql`${passing} and ${own}`;
  return sql`${passing} and (${own} or fo.workspace_id in (${sql.join(reader.workspaceIds)}))`;
}

/**
 * Each matching file `f` with its audio row, when the reader may see it and it passes the filters. PostgreSQL
 * looks each file up by its key (a lateral join it cannot turn around): without statistics its planner took a
 * user's every file as the outer side and rescanned the matches for each, seconds for a word in most files.
 */
function readableFile(search: PreparedSearch, filters: AudioListFilters) {
  if (search.kind === 'sqlite') {
    return sql`join audio on audio.id = f.audio_id join folders fo on fo.id = audio.folder_id
      where ${readable(search, filters)}`;
  }
  return sql`cross join lateral (select audio.file_name, audio.folder_id, audio.created_at
      from audio join folders fo on fo.id = audio.folder_id
      where audio.id = f.audio_id and ${readable(search, filters)} offset 0) audio`;
}

/**
 * Who may own index entries of files the user can read: they, and whoever uploaded or transcribed a file now
 * in one of their workspaces.
 */
export async function searchOwners(db: Db, userId: number, workspaceIds: number[]): Promise<number[]> {
  if (workspaceIds.length === 0) return [userId];
  const folders = db.selectFrom('folders').select('id').where('workspace_id', 'in', workspaceIds);
  const uploaders = db.selectFrom('audio').select('user_id').where('folder_id', 'in', folders);
  const transcribers = db
    .selectFrom('transcripts')
    .select('user_id')
    .where('audio_id', 'in', db.selectFrom('audio').select('id').where('folder_id', 'in', folders));
  const rows = await uploaders.union(transcribers).execute();
  return [...new Set([userId, ...rows.map((row) => row.user_id)])];
}

/** A name match weighs as much as this many segment matches of the same score. */
const NAME_WEIGHT = 2;

/**
 * One page of the user's files that match and pass the filters (see readable), best first: a file scores the
 * sum of its matching segments' scores plus its name's (weighted), so more and better mentions rank higher.
 * `total` counts every match. With `recentFrom`, only segments from that id on count (the owners' newest;
 * names count all the same).
 */
export async function matchingFiles(
  db: Db,
  search: PreparedSearch,
  page: { limit: number; offset: number },
  narrowed: { recentFrom?: number | undefined; filters?: AudioListFilters } = {},
): Promise<FileMatch[]> {
  const { recentFrom, filters = {} } = narrowed;
  const { rows } = await sql<FileMatch>`
    with hits as (
      select audio_id, score, 0 as name_hit from (${segmentHits(search, { recentFrom })}) seg
      union all
      select audio_id, score * ${NAME_WEIGHT} + 0.000001, 1 as name_hit from (${nameHits(search)}) nam
    ),
    files as (
      select audio_id, sum(score) as score, max(name_hit) as name_match, sum(1 - name_hit) as segment_matches
      from hits group by audio_id
    )
    select f.audio_id, audio.file_name, audio.folder_id, audio.created_at, f.score, f.name_match,
      f.segment_matches, count(*) over () as total
    from files f ${readableFile(search, filters)}
    order by f.score desc, f.audio_id desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.map((row) => ({
    ...row,
    score: Number(row.score),
    name_match: Number(row.name_match),
    segment_matches: Number(row.segment_matches),
    total: Number(row.total),
  }));
}

/** Every matching segment of these files (readable ones, so their segments are the owners'), best first. */
export async function matchingSegments(
  db: Db,
  search: PreparedSearch,
  audioIds: number[],
): Promise<SegmentMatch[]> {
  if (audioIds.length === 0) return [];
  const { rows } = await sql<SegmentMatch>`
    select s.audio_id, s.transcript_id, s.segment_id, s.start_time, s.end_time, s.language, s.text, s.speaker,
      h.score
    from (${segmentHits(search, { audioIds })}) h join search_segments s on s.id = h.id
    order by h.score desc, s.start_time`.execute(db);
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}
