import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { TranscriptRow } from '../db/schema.js';
import type { TranscriptionProcessor } from '../jobs/worker.js';
import { languageById } from '../languages.js';
import { decodeToPcm } from './decode.js';
import { diarise, speakersOfWords } from './diarisation/diarise.js';
import { SPEAKER_EMBEDDING_FILE, speakerEmbedder } from './diarisation/speaker-embeddings.js';
import { PipelineError } from './pipeline-error.js';
import { buildSegments } from './segments.js';
import { speakerCount, toSpeakerBlocks } from './speaker-blocks.js';
import { detectSpeech } from './vad.js';

/** Progress at the end of each stage, in percent. */
const STAGES = { decoded: 5, speechFound: 10, recognised: 85, speakers: 92, sentiment: 98 } as const;

/**
 * The transcription pipeline for one transcript: decode -> voice activity -> recognition -> speakers ->
 * segments -> sentiment. Work files live in a temp folder removed whatever happens (done, failed, cancelled).
 */
export function createTranscriptionProcessor(
  ctx: AppContext,
  log: FastifyBaseLogger,
): TranscriptionProcessor {
  return async (transcript: TranscriptRow, { signal, report }) => {
    const entry = ctx.catalogue.entry(transcript.model_id);
    const language = languageById(transcript.language_id);
    if (!entry || !language)
      throw new PipelineError('The chosen model is no longer available on this server.', false);
    const audio = await ctx.db
      .selectFrom('audio')
      .select('storage_key')
      .where('id', '=', transcript.audio_id)
      .executeTakeFirst();
    if (!audio) throw new PipelineError('The audio file no longer exists.', false);

    const tmp = join(ctx.config.dataDir, 'tmp');
    await removeLeftovers(tmp, transcript.id);
    const workDir = join(tmp, `transcript-${transcript.id}-${randomUUID()}`);
    await mkdir(workDir, { recursive: true });
    // Seconds each stage took, logged at the end: where the time of a slow transcription went.
    const took: string[] = [];
    let last = performance.now();
    const stage = (name: keyof typeof STAGES) => {
      const now = performance.now();
      took.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
      last = now;
      report(STAGES[name]);
    };
    try {
      const { pcmPath, durationSeconds } = await decodeToPcm({
        ffmpegPath: ctx.config.ffmpegPath,
        inputPath: ctx.media.localPath(audio.storage_key),
        pcmPath: join(workDir, 'audio.pcm'),
        signal,
        // A header that understated its length got past the upload's check; the decoding stops here anyway.
        maxSeconds: ctx.config.maxMediaSeconds,
      });
      stage('decoded');
      const speech = await detectSpeech({ pcmPath, modelsDir: ctx.config.modelsDir, signal });
      stage('speechFound');
      const span = STAGES.recognised - STAGES.speechFound;
      const words = await entry.engine.transcribe({
        pcmPath,
        durationSeconds,
        speech,
        language: language.iso,
        modelId: entry.engineModelId,
        signal,
        onProgress: (fraction) => report(STAGES.speechFound + span * fraction),
      });
      stage('recognised');
      const embed = await speakerEmbedder(ctx.config.modelsDir);
      const turns = await diarise({
        pcmPath,
        speech,
        speakers: transcript.num_speakers_requested,
        signal,
        embed,
      });
      const segments = buildSegments(words, {}, speakersOfWords(words, turns));
      stage('speakers');
      const sentiments = await Promise.all(
        segments.map((segment) => ctx.sentiment(segment.text, language.iso)),
      );
      stage('sentiment');
      const blocks = toSpeakerBlocks(segments, sentiments);
      const voicePrints = embed
        ? `the embedding model ${SPEAKER_EMBEDDING_FILE}`
        : 'MFCC statistics (built in)';
      log.info(
        `transcript ${transcript.id} (${durationSeconds.toFixed(0)} s of audio): ${took.join(', ')}; ` +
          `voice prints from ${voicePrints}`,
      );
      return { blocks, numSpeakers: Math.max(1, speakerCount(blocks)) };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

/** Work folders of earlier attempts at this transcript whose worker died before it could clean up. */
async function removeLeftovers(tmp: string, transcriptId: number): Promise<void> {
  const names = await readdir(tmp).catch(() => [] as string[]);
  const prefix = `transcript-${transcriptId}-`;
  await Promise.all(
    names.filter((n) => n.startsWith(prefix)).map((n) => rm(join(tmp, n), { recursive: true, force: true })),
  );
}
