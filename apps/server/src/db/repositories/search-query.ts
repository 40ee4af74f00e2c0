import { type RawBuilder, sql } from 'kysely';
import type { ParsedQuery } from '../../search/search-query.js';
import { INDEX_LANGUAGES, PG_CONFIG, pgOwnerQuery } from '../../search/search-terms.js';
import { nameMatchExpression, segmentMatchExpression } from '../../search/sqlite-terms.js';
import type { Db } from '../database.js';
import { isPostgres } from './search-index.js';

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
  score: number;
}

/**
 * Segment matches of the user as (id, audio_id, score) rows, best first by score. SQLite: FTS5's bm25
 * (negated, so higher is better) over the terms column only. PostgreSQL: ts_rank in each row's language,
 * each language's query only matching rows of that language, among the rows with the owner's lexeme.
 */
function segmentHits(db: Db, userId: number, query: ParsedQuery, audioIds?: number[]): RawBuilder<unknown> {
  if (!isPostgres(db)) {
    return sql`select s.id, s.audio_id, -bm25(search_segments_fts, 0, 1) as score
      from search_segments_fts join search_segments s on s.id = search_segments_fts.rowid
      where search_segments_fts match ${segmentMatchExpression(userId, query, audioIds)} and s.user_id = ${userId}`;
  }
  const text = query.words.join(' ');
  const tsquery = (language: (typeof INDEX_LANGUAGES)[number]) =>
    sql`plainto_tsquery(${sql.lit(PG_CONFIG[language])}::regconfig, ${text})`;
  const rank = sql.join(
    INDEX_LANGUAGES.map((l) => sql`when ${sql.lit(l)} then ts_rank(s.tsv, ${tsquery(l)})`),
    sql` `,
  );
  const matches = sql.join(
    INDEX_LANGUAGES.map((l) => sql`(s.language = ${sql.lit(l)} and s.tsv @@ ${tsquery(l)})`),
    sql` or `,
  );
  // The owner's lexeme as a condition of its own (not joined to the words with &&): a query of stop words
  // alone is empty, and empty && owner would match every row of the user.
  return sql`select s.id, s.audio_id, case s.language ${rank} end as score
    from search_segments s
    where s.tsv @@ ${pgOwnerQuery(userId)}::tsquery and s.user_id = ${userId} and (${matches})`;
}

/** File-name matches of the user as (audio_id, score) rows. */
function nameHits(db: Db, userId: number, query: ParsedQuery): RawBuilder<unknown> {
  if (!isPostgres(db)) {
    return sql`select rowid as audio_id, -bm25(search_names_fts) as score
      from search_names_fts where search_names_fts match ${nameMatchExpression(userId, query)}`;
  }
  const text = query.words.join(' ');
  const anyLanguage = sql.join(
    INDEX_LANGUAGES.map((l) => sql`plainto_tsquery(${sql.lit(PG_CONFIG[l])}::regconfig, ${text})`),
    sql` || `,
  );
  return sql`select n.audio_id, ts_rank(n.tsv, ${anyLanguage}) as score
    from search_names n
    where n.tsv @@ ${pgOwnerQuery(userId)}::tsquery and n.user_id = ${userId} and n.tsv @@ (${anyLanguage})`;
}

/** A name match weighs as much as this many segment matches of the same score. */
const NAME_WEIGHT = 2;

/**
 * One page of the user's files that match, best first: a file scores the sum of its matching segments'
 * scores plus its name's (weighted), so more and better mentions rank higher. `total` counts every match.
 */
export async function matchingFiles(
  db: Db,
  userId: number,
  query: ParsedQuery,
  page: { limit: number; offset: number },
): Promise<FileMatch[]> {
  const { rows } = await sql<FileMatch>`
    with hits as (
      select audio_id, score, 0 as name_hit from (${segmentHits(db, userId, query)}) seg
      union all
      select audio_id, score * ${NAME_WEIGHT} + 0.000001, 1 as name_hit from (${nameHits(db, userId, query)}) nam
    ),
    files as (
      select audio_id, sum(score) as score, max(name_hit) as name_match, sum(1 - name_hit) as segment_matches
      from hits group by audio_id
    )
    select f.audio_id, a.file_name, a.folder_id, a.created_at, f.score, f.name_match, f.segment_matches,
      count(*) over () as total
    from files f join audio a on a.id = f.audio_id and a.user_id = ${userId}
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

/** The user's matching segments in these files, best first. */
export async function matchingSegments(
  db: Db,
  userId: number,
  query: ParsedQuery,
  audioIds: number[],
): Promise<SegmentMatch[]> {
  if (audioIds.length === 0) return [];
  const { rows } = await sql<SegmentMatch>`
    select s.audio_id, s.transcript_id, s.segment_id, s.start_time, s.end_time, s.language, s.text, h.score
    from (${segmentHits(db, userId, query, audioIds)}) h join search_segments s on s.id = h.id
    where s.user_id = ${userId} and s.audio_id in (${sql.join(audioIds)})
    order by h.score desc, s.start_time`.execute(db);
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}
