import { sql } from 'kysely';
import type { Db } from '../database.js';
import { type PreparedSearch, segmentHits } from './search-hits.js';
import { isPostgres } from './search-index.js';

/**
 * The id of the owners' `size`-th newest indexed segment, so that id and the higher ones are their newest
 * `size` segments; null when they have no more than that (then the whole index is small). Each owner's are
 * read backwards through (user_id, id), and the few owners of a workspace merged. PostgreSQL is kept from
 * a bitmap scan, which would read every row of the owner and sort them all (its planner picks one when the
 * table's statistics are missing or old, and it cannot know the read stops after `size` rows).
 */
export async function recentSegmentsFloor(db: Db, owners: number[], size: number): Promise<number | null> {
  const newest = owners.map(
    (owner, i) =>
      sql`select id from (select id from search_segments where user_id = ${owner}
        order by id desc limit ${size}) ${sql.ref(`o${i}`)}`,
  );
  const floor = sql<{ id: number }>`select id from (${sql.join(newest, sql` union all `)}) recent
    order by id desc limit 1 offset ${size - 1}`;
  if (!isPostgres(db)) return idOf(await floor.execute(db));
  return inSearchSession(db, async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const id = idOf(await floor.execute(trx));
    await sql`set local enable_bitmapscan = on`.execute(trx);
    return id;
  });
}

const idOf = ({ rows }: { rows: { id: number }[] }) => (rows[0] ? Number(rows[0].id) : null);

/**
 * Runs a search's reads; on PostgreSQL in one transaction with parallel workers and JIT off. Its queries
 * read a few thousand rows at most, but without statistics the planner's estimates can be a thousand
 * times that, and it would start workers (10 ms) or compile the query (100 ms) for them.
 */
export async function inSearchSession<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  if (db.isTransaction) return work(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    await sql`set local jit = off`.execute(trx);
    return work(trx);
  });
}

/** How many of the owners' segments from `floor` on match, counting no further than `cap`. */
export async function recentSegmentMatches(
  db: Db,
  search: PreparedSearch,
  floor: number,
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (
      ${segmentHits(search, { recentFrom: floor })} limit ${cap}) matches`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
