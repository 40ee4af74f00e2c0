import type { TModeAccuracy } from '@transcribe/contract';
import type { SpeechRegion } from '../vad.js';

/**
 * The contract between the pipeline and a speech recogniser. An engine turns decoded audio into timed
 * words; everything after that (segments, speakers, sentiment) is engine-independent. To add one: implement
 * this interface, list what it can really serve in `models()`, and register it with the processor.
 */

/** One model an engine offers; the catalogue endpoint lists these. */
export interface EngineModel {
  /** Unique across engines, stable across restarts. */
  id: string;
  /** The mode's id in the API when it is pinned (catalogue models, which come and go); else by position. */
  apiId?: number;
  name: string;
  shortName: string;
  description: string;
  /** ISO 639-1 codes this model transcribes. */
  languages: string[];
  /** How accurate it is expected to be (the API's audio_transcript_model_accuracy). */
  accuracy: TModeAccuracy;
}

export interface RecognisedWord {
  word: string;
  /** Seconds on the whole file's timeline, not a chunk's. */
  start: number;
  end: number;
  /** 0 to 1; engines without a confidence say 1. */
  confidence: number;
}

export interface TranscribeInput {
  /** 16 kHz mono s16le PCM of the whole file, from decodeToPcm. */
  pcmPath: string;
  durationSeconds: number;
  /** Speech regions from detectSpeech: engines chunk at the pauses between them and may skip the rest. */
  speech: SpeechRegion[];
  /** ISO 639-1 code; one of the chosen model's languages. */
  language: string;
  modelId: string;
  /** Words and phrases the person expects (names, jargon): an engine that can take hints uses them. */
  vocabulary: string[];
  /**
   * A speaker's adaptation for the built-in engine: a transform (pocketsphinx's MLLR matrix file), or an
   * acoustic model of the speaker's own (MAP-adapted means) in place of the engine's. Engines that cannot
   * use one ignore it.
   */
  mllrPath?: string;
  acousticModel?: string;
  /** Fires when the job is cancelled: stop work and kill child processes. */
  signal: AbortSignal;
  /** 0 to 1, never decreasing; called as often as the engine likes (callers throttle). */
  onProgress(fraction: number): void;
}

export interface TranscriptionEngine {
  readonly id: string;
  models(): EngineModel[];
  /** Words in time order. Throws PipelineError (retryable or not) when recognition fails. */
  transcribe(input: TranscribeInput): Promise<RecognisedWord[]>;
}
