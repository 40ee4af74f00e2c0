import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, DialectKind } from './database.js';
import { accountsMigration } from './migrations/0001-accounts.js';
import { libraryMigration } from './migrations/0002-library.js';
import { transcriptionMigration } from './migrations/0003-transcription.js';

/** The one migration set, in order; each entry knows how to spell itself for either database. */
function migrations(kind: DialectKind): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(kind),
    '0002-library': libraryMigration(kind),
    '0003-transcription': transcriptionMigration(kind),
  };
}

export async function migrateToLatest(db: Db, kind: DialectKind): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
