import { rm } from 'node:fs/promises';
import type { AppContext } from '../app-context.js';
import { languageById, languageByIso } from '../domain/languages.js';
import type { Logger } from '../domain/logger.js';
import { parseRedo, type Redo } from '../domain/redo.js';
import { PipelineError } from '../pipeline/pipeline-error.js';
import { speakerCount } from '../pipeline/speaker-blocks.js';
import { speakersOfSegments } from '../pipeline/speakers-of-segments.js';
import { transcribeAudio } from '../pipeline/transcribe-audio.js';
import { getVocabulary } from '../services/accounts/vocabulary.js';
import { promptsOfFile, withFileWords } from '../services/core/file-prompts.js';
import { parseBlocks } from '../services/core/transcript-data.js';
import { newWorkFolder } from '../services/core/work-folders.js';
import { speakerOptions } from '../services/transcripts/speaker-options.js';
import { regroupSpeakers, spliceRange } from '../services/transcripts/transcript-splice.js';
import {
  type RunningTranscript,
  recordingOf,
  type TranscriptionResult,
} from '../services/transcripts/transcription-runs.js';
import { speakerSaidIn, voiceTransformsOf } from '../services/voices/voice-adaptation.js';
import { voicesToRecognise } from '../services/voices/voice-profiles.js';
import type { TranscriptionProcessor } from './transcription-worker.js';

type Run = Parameters<TranscriptionProcessor>[1];

/** The engine whose model a voice's adaptation transforms (PocketSphinx, the built-in "Fast"). */
const BUILT_IN_ENGINE = 'pocketsphinx';
/** A redo ending this close to the recording's end covers all of it (durations are rounded on the way). */
const WHOLE_SLACK_SECONDS = 0.5;

/**
 * Runs the speech pipeline for one transcript: finds its model, language and recording, and gives the
 * pipeline a work folder that is removed whatever happens (done, failed, cancelled). A transcript with a
 * redo has only that part done again, the rest of its text kept as it is.
 */
export function createTranscriptionProcessor(ctx: AppContext, log: Logger): TranscriptionProcessor {
  return async (transcript, run) => {
    const redo = parseRedo(transcript.redo);
    const workDir = await newWorkFolder(ctx.config.dataDir, transcript.id);
    // The recording stays on disk for the whole run (an object store's is downloaded into the work folder).
    let recording: Awaited<ReturnType<typeof recordingOf>>;
    try {
      recording = await recordingOf(ctx, transcript, workDir);
      if (!recording) throw new PipelineError('The audio file no longer exists.', false);
      const job = { transcript, mediaPath: recording.path, trackNames: recording.trackNames, workDir };
      if (!redo) return await transcribe(ctx, log, job, run);
      const before = parseBlocks(transcript.data ?? '[]');
      const after = await redone(ctx, log, job, run, redo, before);
      return {
        ...after,
        numSpeakers: Math.max(1, speakerCount(after.blocks)),
        redo: { userId: transcript.user_id, before },
      };
    } finally {
      await recording?.release();
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

interface Job {
  transcript: RunningTranscript;
  mediaPath: string;
  /** A file made of tracks: their names (JSON); null otherwise. */
  trackNames: string | null;
  workDir: string;
}

/** The whole recording (or `range` of it) through the pipeline, in the transcript's model and language. */
async function transcribe(
  ctx: AppContext,
  log: Logger,
  job: Job,
  run: Run,
  options: { modelId?: number; languageId?: number; range?: { start: number; end: number } } = {},
): Promise<TranscriptionResult & { durationSeconds: number }> {
  const { config } = ctx;
  const { transcript } = job;
  const entry = ctx.catalogue.entry(options.modelId ?? transcript.model_id);
  const language = languageById(options.languageId ?? transcript.language_id);
  if (!entry || !language)
    throw new PipelineError('The chosen model is no longer available on this server.', false);
  // The words of the file's folders and tags follow the owner's own.
  const prompts = await promptsOfFile(ctx, transcript.audio_id);
  const producedBy = {
    engine: entry.engine.id,
    model: entry.engineModelId,
    model_name: entry.name,
    language: language.iso,
    speakers_requested: transcript.num_speakers_requested,
    vocabulary: withFileWords(await getVocabulary(ctx, transcript.user_id), prompts),
    ...(prompts.wordSources.length > 0 ? { vocabulary_sources: prompts.wordSources } : {}),
  };
  // The voices the built-in engine was adapted to (adaptation transforms its acoustic model only).
  const transforms =
    entry.engine.id === BUILT_IN_ENGINE ? await voiceTransformsOf(ctx, transcript.user_id) : [];
  const said = await speakerSaidIn(ctx, transcript);
  const saidAdaptation = transforms.find((t) => t.voiceProfileId === said?.voice_profile_id);
  const done = await transcribeAudio({
    mediaPath: job.mediaPath,
    workDir: job.workDir,
    engine: entry.engine,
    engineModelId: entry.engineModelId,
    language: language.iso,
    languages: entry.languages,
    vocabulary: producedBy.vocabulary,
    speakers: transcript.num_speakers_requested,
    voiceProfiles: await voicesToRecognise(ctx, transcript.user_id),
    voiceTransforms: transforms,
    speakerSaid: said && { name: said.name, adaptation: saidAdaptation },
    range: options.range,
    ...speakerOptions(transcript, job.trackNames),
    ffmpegPath: config.ffmpegPath,
    ffprobePath: config.ffprobePath,
    modelsDir: config.modelsDir,
    maxSeconds: config.maxMediaSeconds,
    sentiment: ctx.sentiment,
    signal: run.signal,
    onProgress: run.report,
  });
  log.info(
    `transcript ${transcript.id} (${done.durationSeconds.toFixed(0)} s of audio): ${done.stageTimes}; ` +
      `voice prints from ${done.voicePrints}`,
  );
  const identified = done.identified.map(({ name, similarity, method }) => ({
    name,
    similarity: Math.round(similarity * 1000) / 1000,
    method,
  }));
  const adapted = done.adapted.flatMap(({ name, pass }) => {
    const used = transforms.find((t) => t.name === name);
    return used
      ? [{ speaker: name, voice_profile_id: used.voiceProfileId, adapted_at: used.adaptedAt, pass }]
      : [];
  });
  // "Detect language": the transcript takes the language found (a redo keeps the transcript's).
  const found = languageByIso(done.language);
  return {
    blocks: done.blocks,
    numSpeakers: done.numSpeakers,
    durationSeconds: done.durationSeconds,
    producedBy: {
      ...producedBy,
      language: done.language,
      ...(identified.length > 0 && { identified_speakers: identified }),
      ...(adapted.length > 0 && { adapted_speakers: adapted }),
      ...(said && { speaker_said: said }),
      speakers_by: done.speakersBy,
      ...(done.channelDifferenceDb !== undefined && {
        channel_difference_db: Math.round(done.channelDifferenceDb * 10) / 10,
      }),
    },
    ...(found && found.id !== transcript.language_id && !options.range && { languageId: found.id }),
  };
}

/**
 * The transcript's blocks with the redo applied: a range transcribed again, or the speakers regrouped. A
 * range that is the whole recording is a new transcription in its mode and language: what produced the
 * transcript changes with it (the header, the About panel and the quality banner then name the new mode).
 */
async function redone(
  ctx: AppContext,
  log: Logger,
  job: Job,
  run: Run,
  redo: Redo,
  before: ReturnType<typeof parseBlocks>,
): Promise<Pick<TranscriptionResult, 'blocks' | 'producedBy' | 'modelId' | 'languageId'>> {
  if (redo.kind === 'range') {
    const range = { start: redo.start, end: redo.end };
    const options = { modelId: redo.model_id, languageId: redo.language_id, range };
    const fresh = await transcribe(ctx, log, job, run, options);
    const blocks = spliceRange(before, fresh.blocks, range);
    const whole = range.start <= 0 && range.end >= fresh.durationSeconds - WHOLE_SLACK_SECONDS;
    if (!whole) return { blocks };
    return { blocks, producedBy: fresh.producedBy, modelId: redo.model_id, languageId: redo.language_id };
  }
  const segments = before
    .flatMap((block) => block.audio_transcript_data_segment)
    .map((s) => ({
      start: s.audio_transcript_data_segment_start_time,
      end: s.audio_transcript_data_segment_end_time,
      words: s.audio_transcript_data_segment_words,
    }));
  const speakers = await speakersOfSegments({
    mediaPath: job.mediaPath,
    workDir: job.workDir,
    segments,
    speakers: redo.num_speakers,
    ffmpegPath: ctx.config.ffmpegPath,
    modelsDir: ctx.config.modelsDir,
    maxSeconds: ctx.config.maxMediaSeconds,
    signal: run.signal,
    onProgress: run.report,
  });
  return { blocks: regroupSpeakers(before, speakers) };
}
