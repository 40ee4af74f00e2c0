import { type Db, refreshAudioReviewed } from '@transcribe/server/db';
import { random } from './fulltext-corpus.js';
import { audioRow } from './seed-rows.js';

/** What was seeded, for the queries to name. */
export interface FilterLibrary {
  /** The tags, most used first: tag i is on about a third of the files divided by i + 1. */
  tagIds: number[];
  folderIds: number[];
  voiceIds: number[];
}

export const TAG_COUNT = 20;
const FOLDERS = 10;
const VOICES = 5;
const BATCH = 500;
const STATUSES = [
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'failed',
] as const;
/** The people who speak in the library (the speaker filter's names). */
export const SPEAKERS = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'John',
  'Margaret',
  'Ken',
  'Radia',
  'Tim',
];
const KINDS = ['Meeting', 'call', 'Interview', 'standup', 'Lecture', 'podcast', 'Review', 'sync'];

/**
 * A library of `count` files of one user, written straight to the database as uploads and workers would
 * leave them: in ten folders and the root, created over two years (a fifth of them on the same minute as
 * another), 10 s to 2 h long; most with one transcript (a few with two, a few with none) in one of five
 * languages and three modes, a tenth said to be a saved voice, two of twelve people speaking in each, a third
 * fully reviewed and a third not at all;
 * up to three of twenty tags each, 5% starred, 10% archived. The same library every run (a fixed seed).
 */
export async function seedFilterLibrary(
  db: Db,
  user: { userId: number; rootId: number },
  count: number,
): Promise<FilterLibrary> {
  const next = random(43);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const now = new Date().toISOString();
  const { userId, rootId } = user;
  const folderIds = [rootId];
  for (let i = 0; i < FOLDERS; i++) {
    const folder = { user_id: userId, name: `Folder ${i + 1}`, parent_id: rootId, created_at: now };
    folderIds.push(
      (await db.insertInto('folders').values(folder).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  const tagIds: number[] = [];
  for (let i = 0; i < TAG_COUNT; i++) {
    const tag = {
      user_id: userId,
      workspace_id: null,
      name: `tag ${i + 1}`,
      colour: '#2563eb',
      created_at: now,
    };
    tagIds.push((await db.insertInto('tags').values(tag).returning('id').executeTakeFirstOrThrow()).id);
  }
  const voiceIds: number[] = [];
  for (let i = 0; i < VOICES; i++) {
    const voice = {
      user_id: userId,
      name: `Voice ${i + 1}`,
      name_key: `voice ${i + 1}`,
      prints: '[]',
      seconds: 60,
      audio_id: null,
      audio_name: null,
      created_at: now,
      updated_at: now,
      adaptation_status: null,
      adaptation_error: null,
      adaptation_started_at: null,
    };
    voiceIds.push(
      (await db.insertInto('voice_profiles').values(voice).returning('id').executeTakeFirstOrThrow()).id,
    );
  }

  const start = Date.UTC(2025, 0, 1);
  let previous = start;
  for (let from = 0; from < count; from += BATCH) {
    const size = Math.min(BATCH, count - from);
    const files = Array.from({ length: size }, (_, i) => {
      // A fifth on the minute of the file before: ties the keyset must not skip.
      const created = next() < 0.2 ? previous : start + Math.floor(next() * 730 * 86_400_000);
      previous = created;
      const name = `${pick(KINDS)} ${from + i + 1} ${pick(['notes', 'Plan', 'draft', 'Final', 'q3'])}.m4a`;
      const row = audioRow(userId, pick(folderIds), name, 10 + Math.round(7190 * next() ** 2), now);
      return {
        ...row,
        created_at: new Date(Math.floor(created / 60_000) * 60_000).toISOString(),
        archived_at: next() < 0.1 ? now : null,
      };
    });
    await db.transaction().execute(async (trx) => {
      const ids = (await trx.insertInto('audio').values(files).returning('id').execute()).map((r) => r.id);
      const transcripts = ids.flatMap((audioId) => {
        const n = next() < 0.05 ? 0 : next() < 0.05 ? 2 : 1;
        return Array.from({ length: n }, () => {
          const status =
            next() < 0.04 ? pick(['queued', 'transcribing', 'cancelled'] as const) : pick(STATUSES);
          const roll = next();
          const reviewed =
            status !== 'completed' || roll < 0.33 ? 0 : roll < 0.66 ? 100 : Math.floor(next() * 100);
          return {
            user_id: userId,
            audio_id: audioId,
            status,
            progress: status === 'completed' ? 100 : 0,
            model_id: 1 + Math.floor(next() * 3),
            language_id: 1 + Math.floor(next() * 5),
            num_speakers_requested: 2,
            num_speakers: 2,
            data: null,
            error_message: null,
            created_at: now,
            updated_at: now,
            reviewed_percent: reviewed,
            unsure_share: status === 'completed' ? Math.round(next() * 600) / 1000 : null,
            voice_profile_id: next() < 0.1 ? pick(voiceIds) : null,
          };
        });
      });
      const firstTranscripts = new Map<number, number>();
      if (transcripts.length > 0)
        for (const row of await trx
          .insertInto('transcripts')
          .values(transcripts)
          .returning(['id', 'audio_id'])
          .execute())
          if (!firstTranscripts.has(row.audio_id)) firstTranscripts.set(row.audio_id, row.id);
      // Each file's highest reviewed share, as the app keeps it on the file's row (migration 0047).
      await refreshAudioReviewed(trx, (eb) => eb('id', 'in', ids));
      // Who speaks in each file's first transcript, as the search index holds it: two of twelve people.
      const segments = ids.flatMap((audioId) => {
        const transcriptId = firstTranscripts.get(audioId);
        if (transcriptId === undefined) return [];
        return [pick(SPEAKERS), pick(SPEAKERS)].map((speaker, i) => ({
          user_id: userId,
          audio_id: audioId,
          transcript_id: transcriptId,
          segment_id: i + 1,
          start_time: i * 5,
          end_time: i * 5 + 5,
          language: 'en',
          text: 'a few words',
          speaker,
        }));
      });
      if (segments.length > 0) await trx.insertInto('search_segments').values(segments).execute();
      const tags = ids.flatMap((audioId) =>
        tagIds
          .filter((_, i) => next() < 1 / (3 * (i + 1)))
          .slice(0, 3)
          .map((tagId, position) => ({ audio_id: audioId, tag_id: tagId, position })),
      );
      if (tags.length > 0) await trx.insertInto('audio_tags').values(tags).execute();
      const stars = ids
        .filter(() => next() < 0.05)
        .map((audioId) => ({ user_id: userId, audio_id: audioId }));
      if (stars.length > 0) await trx.insertInto('audio_stars').values(stars).execute();
    });
  }
  return { tagIds, folderIds, voiceIds };
}
