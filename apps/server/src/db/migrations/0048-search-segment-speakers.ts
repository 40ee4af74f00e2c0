import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Who speaks each indexed segment (issue 43: a search hit says its speaker): the name of the segment's speaker
 * block, written beside its text when a file is indexed, and filled here for the segments already indexed from
 * their transcripts' blocks. Each of those transcripts' text is read once into a keyed table of (transcript,
 * segment, speaker) that the update then looks each segment up in (joining the JSON to the segments directly,
 * SQLite read every transcript again for each segment). Null only for a segment its transcript no longer holds,
 * which the next reindex of that file replaces anyway.
 */
export function searchSegmentSpeakersMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('search_segments').addColumn('speaker', 'text').execute();
      const speakers =
        kind === 'postgres'
          ? sql`select t.id as transcript_id, (seg ->> 'audio_transcript_data_segment_id')::numeric as segment_id,
                b ->> 'audio_transcript_data_speaker' as speaker
              from transcripts t
              cross join lateral json_array_elements(t.data::json) b
              cross join lateral json_array_elements(b -> 'audio_transcript_data_segment') seg
              where t.id in (select transcript_id from search_segments)`
          : sql`select t.id as transcript_id, json_extract(seg.value, '$.audio_transcript_data_segment_id') as segment_id,
                json_extract(b.value, '$.audio_transcript_data_speaker') as speaker
              from transcripts t, json_each(t.data) b, json_each(b.value, '$.audio_transcript_data_segment') seg
              where t.id in (select transcript_id from search_segments)`;
      await sql`create temporary table segment_speakers as ${speakers}`.execute(db);
      await sql`create index segment_speakers_key on segment_speakers (transcript_id, segment_id)`.execute(
        db,
      );
      await sql`update search_segments set speaker = (select x.speaker from segment_speakers x
        where x.transcript_id = search_segments.transcript_id and x.segment_id = search_segments.segment_id
        limit 1)`.execute(db);
      await sql`drop table segment_speakers`.execute(db);
    },
  };
}
