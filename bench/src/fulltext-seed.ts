import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/server/dist/db/database.js';
import { transcriptText } from './fulltext-corpus.js';

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
        Array.from({ length: count }, (_, i) => ({
          user_id: userId,
          folder_id: folderId,
          file_name: `Meeting ${from + i + 1} ${pick()}.wav`,
          storage_key: `bench-${randomBytes(8).toString('hex')}`,
          mime_type: 'audio/wav',
          size_bytes: 0,
          duration_seconds: words / 2.5,
          has_audio: 1,
          has_video: 0,
          upload_diarize: 0,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    const transcripts = audio.map(({ id }) => ({
      user_id: userId,
      audio_id: id,
      status: 'completed' as const,
      progress: 100,
      model_id: 1,
      language_id: 1,
      num_speakers_requested: 1,
      num_speakers: 1,
      data: JSON.stringify([
        {
          audio_transcript_data_id: 1,
          audio_transcript_data_speaker: 'Speaker 1',
          audio_transcript_data_segment: transcriptText(words, pick, next).map((s) => ({
            audio_transcript_data_segment_id: s.id,
            audio_transcript_data_segment_transcript: s.text,
            audio_transcript_data_segment_start_time: s.start,
            audio_transcript_data_segment_end_time: s.end,
            audio_transcript_data_segment_sa: null,
            audio_transcript_data_segment_words: [],
          })),
        },
      ]),
      error_message: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < transcripts.length; i += 50) {
      await trx
        .insertInto('transcripts')
        .values(transcripts.slice(i, i + 50))
        .execute();
    }
  });
}
