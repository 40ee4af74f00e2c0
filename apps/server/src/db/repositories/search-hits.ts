import { type RawBuilder, sql } from 'kysely';
import type { ParsedQuery } from '../../search/search-query.js';
import { INDEX_LANGUAGES, type IndexLanguage, PG_CONFIG, pgOwnerQuery } from '../../search/search-terms.js';
import { anyTermExpression, nameMatchExpression, segmentMatchExpression } from '../../search/sqlite-terms.js';
import type { Db } from '../database.js';
import { isPostgres } from './search-index.js';

/**
 * Who searches (`reader`: their own files, and those of their workspaces) and whose index entries may hold
 * such files (`owners`: the reader and everyone who uploaded or transcribed a file of their workspaces; the
 * index spells each entry with its owner).
 */
export interface SearchScope {
  reader: { userId: number; workspaceIds: number[] };
  owners: number[];
}

/**
 * A query made ready for one database. PostgreSQL: the query in each language's configuration, with the
 * languages whose tsquery comes out the same grouped (most words stem alike in several), so the GIN index
 * is read once per distinct tsquery rather than once per language; a query of stop words alone is empty.
 */
export type PreparedSearch = SearchScope &
  (
    | { kind: 'sqlite'; query: ParsedQuery; ranked: boolean }
    | { kind: 'postgres'; groups: { tsquery: string; languages: IndexLanguage[] }[] }
  );

/**
 * SQLite: bm25 weighs each term by counting all its rows first, whatever else narrows the query, which for a
 * word in most segments takes longer than everything else (80 ms or more at 800,000 segments). A query with
 * a term in more than this many of the owners' segments scores each matching segment 1 instead: files rank
 * by how many of their segments match.
 */
export const BM25_MAX_ROWS = 20_000;

export async function prepareSearch(db: Db, scope: SearchScope, query: ParsedQuery): Promise<PreparedSearch> {
  if (!isPostgres(db)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from (select rowid from search_segments_fts
      where search_segments_fts match ${anyTermExpression(scope.owners, query)} limit ${BM25_MAX_ROWS + 1}) t`.execute(
      db,
    );
    return { kind: 'sqlite', ...scope, query, ranked: Number(rows[0]?.n ?? 0) <= BM25_MAX_ROWS };
  }
  const text = query.words.join(' ');
  const { rows } = await sql<Record<IndexLanguage, string>>`select ${sql.join(
    INDEX_LANGUAGES.map(
      (l) => sql`plainto_tsquery(${sql.lit(PG_CONFIG[l])}::regconfig, ${text})::text as ${sql.ref(l)}`,
    ),
  )}`.execute(db);
  const groups = new Map<string, IndexLanguage[]>();
  for (const language of INDEX_LANGUAGES) {
    const tsquery = rows[0]?.[language] ?? '';
    if (tsquery) groups.set(tsquery, [...(groups.get(tsquery) ?? []), language]);
  }
  return {
    kind: 'postgres',
    ...scope,
    groups: [...groups].map(([tsquery, languages]) => ({ tsquery, languages })),
  };
}

/** Which segments to look among: all the owners' (through the index), their newest, or these files'. */
export type SegmentScope = { recentFrom?: number | undefined; audioIds?: number[] };

/**
 * The user's matching segments as (id, audio_id, score) rows; a higher score is a better match.
 * `recentFrom`: only segments with this id or a higher one (the owners' newest, see search-window.ts);
 * `audioIds`: only these files' segments (all of which belong to owners: they are readable files).
 * SQLite: FTS5's bm25, negated; the owners are in every indexed term, and rowid ranges and the file column
 * narrow the index scan itself. PostgreSQL: ts_rank in the row's language. Over the whole index, the owner's
 * lexeme is ANDed into each tsquery so the GIN scan skips through the owner's long posting list by the
 * words' short ones (safe: prepareSearch keeps no empty tsquery, and an empty one && the owner would match
 * every row of the user); no b-tree is named, so the planner cannot AND one in. Among the newest segments or
 * a few files' the GIN index is left alone (ts_match_vq is the @@ operator without its index): the b-trees
 * on (user_id, id) and audio_id find the rows, and a word found in most of them costs no full posting list.
 */
export function segmentHits(search: PreparedSearch, scope: SegmentScope = {}): RawBuilder<unknown> {
  const { owners } = search;
  const { recentFrom, audioIds } = scope;
  if (search.kind === 'sqlite') {
    // A literal: better-sqlite3 binds a number as a real, and FTS5 then reads every row before it.
    const from = recentFrom === undefined ? undefined : sql.lit(Math.trunc(recentFrom));
    const recent = from === undefined ? sql`` : sql`and search_segments_fts.rowid >= ${from}`;
    const score = search.ranked ? sql`-bm25(search_segments_fts, 0, 1)` : sql`1.0`;
    return sql`select s.id, s.audio_id, ${score} as score
      from search_segments_fts join search_segments s on s.id = search_segments_fts.rowid
      where search_segments_fts match ${segmentMatchExpression(owners, search.query, audioIds)} ${recent}`;
  }
  if (search.groups.length === 0) return sql`select 0 as id, 0 as audio_id, 0.0 as score where false`;
  const inLanguages = (languages: IndexLanguage[]) =>
    sql`s.language in (${sql.join(languages.map((l) => sql.lit(l)))})`;
  const rank = sql.join(
    search.groups.map(
      (g) => sql`when ${inLanguages(g.languages)} then ts_rank(s.tsv, ${g.tsquery}::tsquery)`,
    ),
    sql` `,
  );
  const select = sql`select s.id, s.audio_id, case ${rank} end as score from search_segments s`;
  const scanned = (match: (tsquery: string) => RawBuilder<unknown>) =>
    sql.join(
      search.groups.map((g) => sql`(${inLanguages(g.languages)} and ${match(g.tsquery)})`),
      sql` or `,
    );
  const unindexed = scanned((tsquery) => sql`ts_match_vq(s.tsv, ${tsquery}::tsquery)`);
  if (audioIds) return sql`${select} where s.audio_id in (${sql.join(audioIds)}) and (${unindexed})`;
  if (recentFrom !== undefined) {
    return sql`${select} where s.user_id in (${sql.join(owners)}) and s.id >= ${recentFrom} and (${unindexed})`;
  }
  const owner = sql`${pgOwnerQuery(owners)}::tsquery`;
  return sql`${select} where ${scanned((tsquery) => sql`s.tsv @@ (${tsquery}::tsquery && ${owner})`)}`;
}

/** The owners' files whose names match, as (audio_id, score) rows. */
export function nameHits(search: PreparedSearch): RawBuilder<unknown> {
  const { owners } = search;
  if (search.kind === 'sqlite') {
    return sql`select rowid as audio_id, -bm25(search_names_fts) as score
      from search_names_fts where search_names_fts match ${nameMatchExpression(owners, search.query)}`;
  }
  if (search.groups.length === 0) return sql`select 0 as audio_id, 0.0 as score where false`;
  const anyLanguage = sql.join(
    search.groups.map((g) => sql`${g.tsquery}::tsquery`),
    sql` || `,
  );
  return sql`select n.audio_id, ts_rank(n.tsv, ${anyLanguage}) as score
    from search_names n
    where n.user_id in (${sql.join(owners)}) and n.tsv @@ ((${anyLanguage}) && ${pgOwnerQuery(owners)}::tsquery)`;
}
