import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { testDbKind } from '../../src/test-support/test-app.js';

// Several API and worker processes started together against one PostgreSQL must migrate it once: Kysely's
// migrator holds a PostgreSQL advisory lock while it runs, so the others wait and then find nothing to do.
describe.runIf(testDbKind === 'postgres')('migrations started by several processes at once', () => {
  it('apply every migration exactly once, and every process starts', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const processes = Array.from({ length: 4 }, () =>
      createDatabase({ kind: 'postgres', url: url.toString() }),
    );
    try {
      await Promise.all(processes.map((db) => migrateToLatest(db, 'postgres')));
      const applied = await admin.query(
        `select name, count(*)::int as times from ${schema}.kysely_migration group by name order by name`,
      );
      expect(applied.rows.length).toBeGreaterThanOrEqual(4);
      expect(applied.rows.every((row) => row.times === 1)).toBe(true);
      const tables = await admin.query(
        `select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = 'transcripts'`,
        [schema],
      );
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await Promise.all(processes.map((db) => db.destroy()));
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});

describe.runIf(testDbKind === 'postgres')('migrations beside other schemas being dropped', () => {
  it('start every time, though Kysely looks at every schema while another vanishes', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `m_${randomBytes(6).toString('hex')}`;
    const other = `${schema}_other`;
    const admin = new pg.Client({ connectionString: baseUrl });
    const churn = new pg.Client({ connectionString: baseUrl });
    await Promise.all([admin.connect(), churn.connect()]);
    await admin.query(`create schema ${schema}`);
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const db = createDatabase({ kind: 'postgres', url: url.toString() });
    let churning = true;
    // Another install's schema (or another test's) made and dropped over and over meanwhile.
    const tables = Array.from(
      { length: 40 },
      (_, i) => `create table ${other}.t${i} (id serial primary key);`,
    );
    const churned = (async () => {
      while (churning) {
        await churn.query(`create schema ${other}; ${tables.join('')}`);
        await churn.query(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let run = 0; run < 30; run++) await migrateToLatest(db, 'postgres');
    } finally {
      churning = false;
      await churned;
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await Promise.all([admin.end(), churn.end()]);
    }
  });
});
