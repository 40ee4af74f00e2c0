import type { TSpeakerBlock } from '@transcribe/contract';
import type { FastifyInstance } from 'fastify';
import type { TranscriptStatus } from '../db/schema.js';
import { speakerCount } from '../pipeline/speaker-blocks.js';
import { recordEngineRevision } from '../services/transcripts/transcript-revisions.js';
import type { Auth } from './accounts.js';
import { uploadOk } from './library.js';
import type { FixtureName } from './media-fixtures.js';
import type { TestApp } from './test-app.js';

/** The built-in "Fast" model in English for one speaker: the usual transcription request. */
export const FAST_MODEL = {
  audio_transcript_model_id: 1,
  audio_transcript_language_id: 1,
  audio_transcript_num_speakers: 1,
};

/** POST /api/v1/audio/transcript/{audioId}; the raw response, so a test can check refusals too. */
export const requestTranscription = (
  app: FastifyInstance,
  auth: Auth,
  audioId: number,
  payload: object = FAST_MODEL,
) => app.inject({ method: 'POST', url: `/api/v1/audio/transcript/${audioId}`, headers: auth, payload });

/**
 * An uploaded audio file (a 2 s tone under `fileName`, its duration set to `durationSeconds`) with a
 * transcript row written straight to the database, so API tests of finished transcripts spend no time on
 * speech recognition.
 */
export async function insertTranscript(
  t: TestApp,
  auth: Auth,
  userId: number,
  blocks: TSpeakerBlock[] | null,
  options: {
    fileName?: string;
    languageId?: number;
    status?: TranscriptStatus;
    durationSeconds?: number;
    /** The file uploaded (default a 2 s tone); the route matrices take a video, so its poster route answers. */
    fixture?: FixtureName;
  } = {},
): Promise<{ audioId: number; transcriptId: number }> {
  const audio = await uploadOk(
    t.app,
    auth,
    options.fixture ?? 'tone.wav',
    {},
    options.fileName ?? 'meeting.wav',
  );
  if (options.durationSeconds !== undefined) {
    await t.ctx.db
      .updateTable('audio')
      .set({ duration_seconds: options.durationSeconds })
      .where('id', '=', audio.audio_id)
      .execute();
  }
  const transcriptId = await insertTranscriptRow(t, userId, audio.audio_id, blocks, options);
  return { audioId: audio.audio_id, transcriptId };
}

/**
 * A transcript row of an uploaded file, written straight to the database (completed by default, the machine's
 * text its first revision, as a worker's completion leaves it); answers its id.
 */
export async function insertTranscriptRow(
  t: TestApp,
  userId: number,
  audioId: number,
  blocks: TSpeakerBlock[] | null,
  options: { languageId?: number; status?: TranscriptStatus } = {},
): Promise<number> {
  const status = options.status ?? 'completed';
  const now = new Date().toISOString();
  const row = await t.ctx.db
    .insertInto('transcripts')
    .values({
      user_id: userId,
      audio_id: audioId,
      status,
      progress: status === 'completed' ? 100 : 40,
      model_id: 1,
      language_id: options.languageId ?? 1,
      num_speakers_requested: 0,
      num_speakers: blocks ? speakerCount(blocks) : null,
      data: blocks ? JSON.stringify(blocks) : null,
      error_message: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As a worker's completion does: the machine's text is the first revision.
  if (blocks && status === 'completed')
    await recordEngineRevision(t.ctx.db, row.id, { blocks, numSpeakers: Math.max(1, speakerCount(blocks)) });
  return row.id;
}

/** POST /api/v1/audio/transcript/{transcriptId}/cancel or /retry; the raw response. */
export const transcriptAction = (
  app: FastifyInstance,
  auth: Auth,
  transcriptId: number,
  action: 'cancel' | 'retry',
) => app.inject({ method: 'POST', url: `/api/v1/audio/transcript/${transcriptId}/${action}`, headers: auth });
