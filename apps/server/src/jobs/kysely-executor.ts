import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';

/**
 * pg-boss's database adapter over our Kysely connection (or transaction): pg-boss uses our pool instead
 * of opening its own, and a job sent through a transaction's executor is inserted in that transaction.
 */
export function executorOf(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}
