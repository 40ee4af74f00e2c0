import type { Db } from '@transcribe/server/db';
import { transcriptText } from './fulltext-corpus.js';
import { audioRow, completedTranscriptRow } from './seed-rows.js';

/** What to write: `count` transcripts of `words` words drawn by `pick`, numbered from `from + 1`. */
export interface SeedBatch {
  userId: number;
  folderId: number;
  from: number;
  count: number;
  words: number;
  pick: () => string;
  next: () => number;
}

/**
 * Writes a batch of completed transcripts with their audio rows straight to the database, as workers would
 * complete them (no media behind them: search never reads it).
 */
export async function seedTranscripts(db: Db, batch: SeedBatch): Promise<void> {
  const { userId, folderId, from, count, words, pick, next } = batch;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const audio = await trx
      .insertInto('audio')
      .values(
        Array.from({ length: count }, (_, i) =>
          audioRow(userId, folderId, `Meeting ${from + i + 1} ${pick()}.wav`, words / 2.5, now),
        ),
      )
      .returning('id')
      .execute();
    const transcripts = audio.map(({ id }) =>
      completedTranscriptRow(userId, id, transcriptText(words, pick, next), now),
    );
    for (let i = 0; i < transcripts.length; i += 50) {
      await trx
        .insertInto('transcripts')
        .values(transcripts.slice(i, i + 50))
        .execute();
    }
  });
}
