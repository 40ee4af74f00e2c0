import type { TSentiment } from '@transcribe/contract';
import type { VoiceModelAdaptation } from './adaptation/index.js';
import type { TranscriptionEngine } from './engines/engine.js';
import type { VoiceTransform } from './voices/adapted-pass.js';
import type { VoiceProfilePrints } from './voices/identify-speakers.js';

/** What the pipeline is given for one recording (see transcribeAudio). */
export interface TranscribeAudioInput {
  /** The recording, any format ffmpeg reads. */
  mediaPath: string;
  /** An empty folder for work files; the caller removes it. */
  workDir: string;
  engine: TranscriptionEngine;
  /** The model's id inside its engine. */
  engineModelId: string;
  /** iso code of the spoken language; 'auto' to find it among `languages` (a multilingual engine). */
  language: string;
  /** The model's languages: where 'auto' looks. */
  languages?: string[];
  /** The person's vocabulary, for engines that take hints. */
  vocabulary: string[];
  /** How many people speak; 0 estimates it. */
  speakers: number;
  /** The owner's saved voices: a speaker whose voice matches one is given its name. */
  voiceProfiles?: VoiceProfilePrints[];
  /**
   * The built-in engine adapted to some of those voices (by profile name): a speaker named by one of them
   * has their segments recognised again with its transform.
   */
  voiceTransforms?: VoiceTransform[];
  /**
   * Who is speaking, said by the person (one speaker): the speaker takes the voice's name, and with the
   * voice's adaptation the engine recognises the whole recording adapted to it, from the first pass on.
   */
  speakerSaid?: { name: string; adaptation?: VoiceModelAdaptation | undefined };
  /** Only this part of the recording (seconds), for a redo: decoded alone, its times placed back after. */
  range?: { start: number; end: number };
  /**
   * How speakers are told apart: by channel (each channel one speaker), by voice, or 'auto' (by channel when
   * the channels sound different and 0 or 2 speakers were asked for).
   */
  speakersBy: 'auto' | 'channel' | 'voice';
  /** The channels' speaker names (left, right); "Left" and "Right" by default. */
  channelNames?: string[] | undefined;
  ffmpegPath: string;
  ffprobePath: string;
  /** Where the VAD weights and an optional speaker-embedding model are. */
  modelsDir: string;
  /** Decoding stops here, whatever the file's header claimed. */
  maxSeconds: number;
  /**
   * "Enhance speech": the recording high-passed and denoised as it is decoded (decode.ts' ENHANCE_FILTER),
   * so voice activity, recognition and speakers all read the cleaner sound.
   */
  enhance?: boolean;
  /** A segment's sentiment; null when its language cannot be analysed. */
  sentiment(text: string, language: string): Promise<TSentiment | null>;
  signal: AbortSignal;
  /** Percent done, 0..98, at each stage and during recognition. */
  onProgress(percent: number): void;
}
