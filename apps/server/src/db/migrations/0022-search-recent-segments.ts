import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Search without slow corners (issue 26): a query is first tried on each owner's newest indexed segments,
 * read backwards through (user_id, id), so a word found in most files is ranked among the newest ones
 * instead of over every segment of the library (see services/library/search.ts). The full-index queries never name
 * user_id (the owner is in each indexed term), so this index is never ANDed into them.
 */
export function searchRecentSegmentsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('search_segments_user_recent')
        .on('search_segments')
        .columns(['user_id', 'id'])
        .execute();
    },
  };
}
