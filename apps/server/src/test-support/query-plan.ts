import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { testDbKind } from './test-app.js';

/** The database's plan of a query: SQLite's EXPLAIN QUERY PLAN; PostgreSQL's EXPLAIN with sequential scans off. */
export async function queryPlan(db: Db, query: CompiledQuery): Promise<string> {
  if (testDbKind === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((row) => row.detail).join('\n');
  }
  // A few test rows make a sequential scan cheapest; with it off the plan shows whether the index can serve.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
