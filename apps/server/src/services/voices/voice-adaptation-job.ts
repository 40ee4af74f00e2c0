import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import {
  claimAdaptationRun,
  endAdaptationRun,
  profileForAdaptation,
  replaceAdaptation,
} from '../../db/repositories/voice-adaptations.js';
import type { Logger } from '../../domain/logger.js';
import type { GenericJob, GenericJobOptions } from '../../jobs/job-queue.js';
import {
  type AdaptationUtterance,
  adaptationTools,
  adaptSpeaker,
  mapAdaptMeans,
  recogniseUtterances,
  type VoiceModelAdaptation,
  wordErrorRate,
} from '../../pipeline/adaptation/index.js';
import { textWords } from '../../pipeline/adaptation/text.js';
import { PipelineError } from '../../pipeline/pipeline-error.js';
import { newScratchFolder } from '../core/work-folders.js';
import { decodeSpans, type VerifiedSpan, verifiedSpeechOf } from './voice-adaptation-data.js';

export const ADAPTATION_JOB = 'adapt-voice';

export interface AdaptationJobData {
  profileId: number;
  /** Asked for by a person: adapts whatever the amount of speech; else only past the thresholds below. */
  onDemand: boolean;
}

/** Not retried: a failure is recorded on the profile, and the next verified save or "Adapt now" tries again. */
export const adaptationJobOptions: GenericJobOptions = {
  retryLimit: 0,
  retryDelaySeconds: 30,
  expireSeconds: 1800,
};

/**
 * The first adaptation comes once a voice has this much verified speech: the bench (npm run
 * bench:adaptation, on one speaker's telephone prompts) found 1 min of adaptation speech already gives
 * most of MLLR's gain and 46% fewer word errors with MAP on top; MAP kept improving to 5 min (60% fewer).
 */
export const FIRST_ADAPTATION_SECONDS = 60;
/** Then again each time the voice's verified speech has grown by half since the last adaptation. */
export const READAPT_GROWTH = 1.5;
/**
 * The newest verified speech used, at most (held-out part included): 10 min adapted no better than 5 in the
 * bench (28.3% against 29.6%), and it bounds the job's time (about 20 s for 10 min).
 */
export const MAX_ADAPTATION_SECONDS = 600;
/** The share of the utterances held out to check the transform on, and at least this many. */
const HELD_OUT_SHARE = 0.2;
const MIN_HELD_OUT = 3;
/** Fewer utterances to adapt on than this make no useful transform. */
const MIN_ADAPTATION_UTTERANCES = 5;

/** Whether a voice with this much verified speech is due an adaptation, after `last` (if any). */
export function adaptationDue(verifiedSeconds: number, last?: { verified_seconds: number }): boolean {
  return verifiedSeconds >= (last ? last.verified_seconds * READAPT_GROWTH : FIRST_ADAPTATION_SECONDS);
}

/** Every fifth utterance (spread over the recordings) held out, at least MIN_HELD_OUT; the rest adapted on. */
export function splitHeldOut<T>(utterances: T[]): { adapt: T[]; heldOut: T[] } {
  const count = Math.max(MIN_HELD_OUT, Math.round(utterances.length * HELD_OUT_SHARE));
  const step = utterances.length / count;
  const held = new Set(Array.from({ length: count }, (_, i) => Math.floor(i * step + step / 2)));
  return {
    adapt: utterances.filter((_, i) => !held.has(i)),
    heldOut: utterances.filter((_, i) => held.has(i)),
  };
}

/** The newest spans up to MAX_ADAPTATION_SECONDS. */
function newest(spans: VerifiedSpan[]): VerifiedSpan[] {
  let seconds = 0;
  return spans.filter((span) => {
    seconds += span.end - span.start;
    return seconds <= MAX_ADAPTATION_SECONDS;
  });
}

/** The job's handler: adapts the voice when it is due (or asked for), checks it on held-out speech, stores it. */
export function runAdaptationJob(ctx: AppContext, log: Logger) {
  return async (job: GenericJob<AdaptationJobData>): Promise<void> => {
    const { profileId, onDemand } = job.data;
    const found = await profileForAdaptation(ctx.db, profileId);
    if (!found) return;
    const tools = adaptationTools();
    if (!tools.available) {
      if (onDemand)
        await endAdaptationRun(ctx.db, profileId, 'failed', `Missing: ${tools.missing.join(', ')}.`);
      return;
    }
    const speech = await verifiedSpeechOf(ctx, found.profile.user_id, found.profile.name);
    if (!onDemand && !adaptationDue(speech.seconds, found.adaptation)) return;
    const staleBefore = new Date(Date.now() - adaptationJobOptions.expireSeconds * 1000).toISOString();
    if (!(await claimAdaptationRun(ctx.db, profileId, staleBefore))) return;
    const spans = newest(speech.spans);
    if (spans.length < MIN_HELD_OUT + MIN_ADAPTATION_UTTERANCES) {
      const message =
        `${found.profile.name} has ${spans.length} verified segments (${speech.seconds.toFixed(0)} s); ` +
        `adapting needs at least ${MIN_HELD_OUT + MIN_ADAPTATION_UTTERANCES}.`;
      await endAdaptationRun(ctx.db, profileId, 'failed', message);
      return;
    }
    const workDir = await newScratchFolder(ctx.config.dataDir, 'adapt');
    const signal = AbortSignal.timeout((adaptationJobOptions.expireSeconds - 60) * 1000);
    try {
      const utterances = await decodeSpans(ctx, spans, workDir, signal);
      const { means, ...values } = await adaptAndCheck(ctx, utterances, workDir, signal);
      await ctx.db.transaction().execute(async (trx: Db) => {
        if (!(await profileForAdaptation(trx, profileId))) return; // deleted meanwhile
        await replaceAdaptation(trx, profileId, { ...values, verified_seconds: speech.seconds }, means);
        await endAdaptationRun(trx, profileId, null);
      });
      log.info(
        `voice profile ${profileId} adapted on ${values.seconds.toFixed(0)} s: held-out WER ` +
          `${(values.wer_unadapted * 100).toFixed(1)}% -> ${(values.wer_adapted * 100).toFixed(1)}% (${values.kind})` +
          (values.enabled ? '' : ' (worse: not used)'),
      );
    } catch (error) {
      if (!(error instanceof PipelineError)) log.error({ err: error, profileId }, 'voice adaptation failed');
      const message =
        error instanceof PipelineError
          ? error.message
          : 'The adaptation failed because of an internal error.';
      await endAdaptationRun(ctx.db, profileId, 'failed', message);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

/**
 * Adapts on four fifths of the utterances (an MLLR transform, then the means MAP-adapted on top of it) and
 * recognises the held-out fifth without and with each: the one with fewer word errors is kept, and used
 * only when it made no more word errors than the unadapted engine there ("kept honest"). MAP from 1 minute
 * of speech already did better than MLLR (npm run bench:adaptation); a MAP run that fails leaves MLLR.
 */
async function adaptAndCheck(
  ctx: AppContext,
  utterances: AdaptationUtterance[],
  workDir: string,
  signal: AbortSignal,
) {
  const { adapt, heldOut } = splitHeldOut(utterances);
  const modelsDir = ctx.config.modelsDir;
  const scratch = (label: string) => mkdtemp(join(workDir, `${label}-`));
  const made = await adaptSpeaker({ utterances: adapt, modelsDir, workDir: await scratch('adapt'), signal });
  const map = await mapAdaptMeans({
    utterances: adapt,
    modelsDir,
    workDir: await scratch('map'),
    transform: made.transform,
    signal,
  }).catch((error: unknown) => {
    if (signal.aborted || !(error instanceof PipelineError)) throw error;
    return undefined;
  });
  const references = heldOut.map((u) => u.text);
  const errors = async (adaptation?: VoiceModelAdaptation) => {
    const words = await recogniseUtterances({
      utterances: heldOut,
      modelsDir,
      workDir: await scratch('check'),
      adaptation,
      signal,
    });
    return wordErrorRate(
      references,
      words.map((list) => list.map((w) => w.word).join(' ')),
    );
  };
  const werUnadapted = await errors();
  const werMllr = await errors(made);
  const werMap = map
    ? await errors({ transform: made.transform, means: map.means })
    : Number.POSITIVE_INFINITY;
  const useMap = werMap < werMllr;
  const werAdapted = useMap ? werMap : werMllr;
  const enabled = werAdapted <= werUnadapted;
  return {
    kind: useMap ? ('mllr+map' as const) : ('mllr' as const),
    transform: made.transform,
    means: useMap ? map?.means : undefined,
    seconds: made.seconds,
    utterances: made.utterances,
    words: made.words,
    held_out_words: references.reduce((sum, text) => sum + textWords(text).length, 0),
    wer_unadapted: werUnadapted,
    wer_adapted: werAdapted,
    enabled: enabled ? 1 : 0,
    disabled_reason: enabled ? null : ('worse_on_held_out' as const),
  };
}
