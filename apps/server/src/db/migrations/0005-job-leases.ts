import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Leases move from the embedded `jobs` table onto the transcript, so a worker's writes are guarded the
 * same way whichever queue dispatched the job (the table or pg-boss): `lease` names the one attempt that
 * may write, `lease_beat_at` is its last sign of life, `job_ref` the queue's id of the transcript's current
 * job (to cancel it). `jobs.priority` orders the embedded queue fairly between users, as pg-boss's does.
 */
export function jobLeasesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('transcripts').addColumn('lease', 'text').execute();
      await db.schema.alterTable('transcripts').addColumn('lease_beat_at', 'text').execute();
      await db.schema.alterTable('transcripts').addColumn('job_ref', 'text').execute();
      await db.schema
        .alterTable('jobs')
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.dropIndex('jobs_status').execute();
      await db.schema
        .createIndex('jobs_status')
        .on('jobs')
        .columns(['status', 'priority desc', 'id'])
        .execute();
      await db.schema
        .createIndex('transcripts_user_status')
        .on('transcripts')
        .columns(['user_id', 'status'])
        .execute();
    },
  };
}
