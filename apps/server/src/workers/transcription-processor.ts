import { rm } from 'node:fs/promises';
import type { AppContext } from '../app-context.js';
import { languageById } from '../domain/languages.js';
import type { Logger } from '../domain/logger.js';
import { PipelineError } from '../pipeline/pipeline-error.js';
import { transcribeAudio } from '../pipeline/transcribe-audio.js';
import { recordingPathOf } from '../services/transcription-runs.js';
import { getVocabulary } from '../services/vocabulary.js';
import { newWorkFolder } from '../services/work-folders.js';
import type { TranscriptionProcessor } from './transcription-worker.js';

/**
 * Runs the speech pipeline for one transcript: finds its model, language and recording, and gives the
 * pipeline a work folder that is removed whatever happens (done, failed, cancelled).
 */
export function createTranscriptionProcessor(ctx: AppContext, log: Logger): TranscriptionProcessor {
  const { config } = ctx;
  return async (transcript, { signal, report }) => {
    const entry = ctx.catalogue.entry(transcript.model_id);
    const language = languageById(transcript.language_id);
    if (!entry || !language)
      throw new PipelineError('The chosen model is no longer available on this server.', false);
    const mediaPath = await recordingPathOf(ctx, transcript);
    if (!mediaPath) throw new PipelineError('The audio file no longer exists.', false);
    const producedBy = {
      engine: entry.engine.id,
      model: entry.engineModelId,
      model_name: entry.name,
      language: language.iso,
      speakers_requested: transcript.num_speakers_requested,
      vocabulary: await getVocabulary(ctx, transcript.user_id),
    };
    const workDir = await newWorkFolder(config.dataDir, transcript.id);
    try {
      const done = await transcribeAudio({
        mediaPath,
        workDir,
        engine: entry.engine,
        engineModelId: entry.engineModelId,
        language: language.iso,
        vocabulary: producedBy.vocabulary,
        speakers: transcript.num_speakers_requested,
        ffmpegPath: config.ffmpegPath,
        modelsDir: config.modelsDir,
        maxSeconds: config.maxMediaSeconds,
        sentiment: ctx.sentiment,
        signal,
        onProgress: report,
      });
      log.info(
        `transcript ${transcript.id} (${done.durationSeconds.toFixed(0)} s of audio): ${done.stageTimes}; ` +
          `voice prints from ${done.voicePrints}`,
      );
      return { blocks: done.blocks, numSpeakers: done.numSpeakers, producedBy };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}
