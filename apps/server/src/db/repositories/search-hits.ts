import { type RawBuilder, sql } from 'kysely';
import type { ParsedQuery } from '../../search/search-query.js';
import { INDEX_LANGUAGES, type IndexLanguage, PG_CONFIG, pgOwnerQuery } from '../../search/search-terms.js';
import { nameMatchExpression, segmentMatchExpression } from '../../search/sqlite-terms.js';
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
    | { kind: 'sqlite'; query: ParsedQuery }
    | { kind: 'postgres'; groups: { tsquery: string; languages: IndexLanguage[] }[] }
  );

export async function prepareSearch(db: Db, scope: SearchScope, query: ParsedQuery): Promise<PreparedSearch> {
  if (!isPostgres(db)) return { kind: 'sqlite', ...scope, query };
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

/**
 * The user's matching segments (of these files, when given) as (id, audio_id, score) rows; a higher score
 * is a better match. SQLite: FTS5's bm25, negated. PostgreSQL: ts_rank in the row's language, among the
 * rows with the owner's lexeme, which is ANDed into each tsquery so the GIN scan skips through the owner's
 * long posting list by the words' short ones (safe: prepareSearch keeps no empty tsquery, and an empty one
 * && the owner would match every row of the user).
 */
export function segmentHits(search: PreparedSearch, audioIds?: number[]): RawBuilder<unknown> {
  const { owners } = search;
  const ofOwners = sql`s.user_id in (${sql.join(owners)})`;
  if (search.kind === 'sqlite') {
    return sql`select s.id, s.audio_id, -bm25(search_segments_fts, 0, 1) as score
      from search_segments_fts join search_segments s on s.id = search_segments_fts.rowid
      where search_segments_fts match ${segmentMatchExpression(owners, search.query, audioIds)}
        and ${ofOwners}`;
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
  const owner = sql`${pgOwnerQuery(owners)}::tsquery`;
  const matches = sql.join(
    search.groups.map(
      (g) => sql`(${inLanguages(g.languages)} and s.tsv @@ (${g.tsquery}::tsquery && ${owner}))`,
    ),
    sql` or `,
  );
  const files = audioIds ? sql`and s.audio_id in (${sql.join(audioIds)})` : sql``;
  return sql`select s.id, s.audio_id, case ${rank} end as score
    from search_segments s
    where ${ofOwners} ${files} and (${matches})`;
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
