import type { CreateTableBuilder } from 'kysely';
import type { DialectKind } from './dialect.js';

/** An auto-numbered integer primary key named `id`, spelled the way each database wants it. */
export function idColumn<T extends string>(kind: DialectKind, table: CreateTableBuilder<T, never>) {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
