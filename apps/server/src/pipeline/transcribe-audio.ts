import { join } from 'node:path';
import { mostlyUnsure, type TSentiment } from '@transcribe/contract';
import { DETECT_LANGUAGE } from '../domain/languages.js';
import { adaptationOptions, type VoiceModelAdaptation } from './adaptation/index.js';
import { decodeToPcm } from './decode.js';
import { diarise, type SpeakerTurn, speakersOfWords } from './diarisation/diarise.js';
import { type EmbeddingModel, speakerModel } from './diarisation/speaker-embeddings.js';
import type { RecognisedWord, TranscriptionEngine } from './engines/engine.js';
import { identifyLanguage } from './language-id.js';
import { buildSegments } from './segments.js';
import { speakerCount, toSpeakerBlocks } from './speaker-blocks.js';
import { detectSpeech } from './vad.js';
import { recogniseAdaptedSpeakers, type VoiceTransform } from './voices/adapted-pass.js';
import {
  type IdentifiedSpeaker,
  identifySpeakers,
  printSpeakers,
  type VoiceProfilePrints,
} from './voices/identify-speakers.js';

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
  ffmpegPath: string;
  /** Where the VAD weights and an optional speaker-embedding model are. */
  modelsDir: string;
  /** Decoding stops here, whatever the file's header claimed. */
  maxSeconds: number;
  /** A segment's sentiment; null when its language cannot be analysed. */
  sentiment(text: string, language: string): Promise<TSentiment | null>;
  signal: AbortSignal;
  /** Percent done, 0..98, at each stage and during recognition. */
  onProgress(percent: number): void;
}

/** Progress at the end of each stage, in percent. */
const STAGES = { decoded: 5, speechFound: 10, recognised: 85, speakers: 92, sentiment: 98 } as const;

/**
 * The transcription pipeline for one recording: decode -> voice activity -> recognition -> speakers ->
 * segments -> sentiment. Returns the speaker blocks, and for the log where the time went and which voice
 * prints told the speakers apart.
 */
export async function transcribeAudio(input: TranscribeAudioInput) {
  const { signal, modelsDir, onProgress } = input;
  // Seconds each stage took: where the time of a slow transcription went.
  const took: string[] = [];
  let last = performance.now();
  const stage = (name: keyof typeof STAGES) => {
    const now = performance.now();
    took.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
    onProgress(STAGES[name]);
  };
  const { pcmPath, durationSeconds } = await decodeToPcm({
    ffmpegPath: input.ffmpegPath,
    inputPath: input.mediaPath,
    pcmPath: join(input.workDir, 'audio.pcm'),
    signal,
    // A header that understated its length got past the upload's check; the decoding stops here anyway.
    maxSeconds: input.maxSeconds,
    range: input.range,
  });
  stage('decoded');
  const speech = await detectSpeech({ pcmPath, modelsDir, signal });
  stage('speechFound');
  const span = STAGES.recognised - STAGES.speechFound;
  const said = input.speakerSaid;
  const adaptedModel = said?.adaptation
    ? await adaptationOptions(said.adaptation, join(input.workDir, 'speaker-said'))
    : {};
  const words = await input.engine.transcribe({
    pcmPath,
    durationSeconds,
    speech,
    language: input.language,
    modelId: input.engineModelId,
    vocabulary: input.vocabulary,
    ...adaptedModel,
    signal,
    onProgress: (fraction) => onProgress(STAGES.speechFound + span * fraction),
  });
  stage('recognised');
  const language = spokenLanguage(input, words);
  const embedding = await speakerModel(modelsDir);
  const turns = await diarise({ pcmPath, speech, speakers: input.speakers, signal, embed: embedding?.embed });
  const speakers = speakersOfWords(words, turns);
  const identified = said ? [] : await identifyVoices(input, pcmPath, turns, embedding);
  // A range was decoded on its own: its times move back to their place in the recording.
  const offset = input.range?.start ?? 0;
  const placed = words.map((w) => ({ ...w, start: w.start + offset, end: w.end + offset }));
  const names = said
    ? new Map(turns.map((turn) => [turn.speaker, said.name]))
    : new Map(identified.map((found) => [found.speaker, found.name]));
  const secondPass = await recogniseAdaptedSpeakers({
    segments: buildSegments(placed, {}, speakers),
    names,
    transforms: said ? saidTransforms(said) : (input.voiceTransforms ?? []),
    pcmPath,
    offset,
    durationSeconds,
    modelsDir,
    workDir: input.workDir,
    signal,
  });
  const { segments } = secondPass;
  stage('speakers');
  // Nothing is built on what the engine did not hear: a segment of mostly unsure words gets no sentiment.
  const sentiments = await Promise.all(
    segments.map((s) => (mostlyUnsure(s.words) ? null : input.sentiment(s.text, language))),
  );
  stage('sentiment');
  const blocks = toSpeakerBlocks(segments, sentiments, names);
  return {
    blocks,
    numSpeakers: Math.max(1, speakerCount(blocks)),
    durationSeconds,
    language,
    stageTimes: took.join(', '),
    identified,
    /** The speakers recognised with their voice's adaptation: all along (said) or again (second pass). */
    adapted: said?.adaptation
      ? [{ name: said.name, pass: 'first' as const }]
      : secondPass.adapted.map((name) => ({ name, pass: 'second' as const })),
    voicePrints: embedding ? `the embedding model ${embedding.name}` : 'MFCC statistics (built in)',
  };
}

/**
 * The speaker said to be speaking is recognised again segment by segment with their adaptation too: on one
 * voice's new recording, with her MLLR transform, the second pass (each segment's own cepstral mean) made
 * 33.8% errors where the adapted first pass alone made 44.1% (apps/server/test/voices/voice-adaptation.test.ts).
 */
const saidTransforms = (said: NonNullable<TranscribeAudioInput['speakerSaid']>): VoiceTransform[] =>
  said.adaptation ? [{ name: said.name, ...said.adaptation }] : [];

/** Which speakers are people the owner saved a voice of (none without profiles). */
async function identifyVoices(
  input: TranscribeAudioInput,
  pcmPath: string,
  turns: SpeakerTurn[],
  embedding: EmbeddingModel | undefined,
): Promise<IdentifiedSpeaker[]> {
  if (!input.voiceProfiles?.length) return [];
  const speakers = await printSpeakers(pcmPath, turns, { embedding, signal: input.signal });
  return identifySpeakers(speakers, input.voiceProfiles);
}

/**
 * The language asked for, or for 'auto' the one the words are in (English, else the model's first
 * language, when there is too little text to tell).
 */
function spokenLanguage(input: TranscribeAudioInput, words: RecognisedWord[]): string {
  if (input.language !== DETECT_LANGUAGE.iso) return input.language;
  const candidates = (input.languages ?? []).filter((iso) => iso !== DETECT_LANGUAGE.iso);
  const found = identifyLanguage(words.map((w) => w.word).join(' '), candidates);
  return found ?? (candidates.includes('en') ? 'en' : (candidates[0] ?? 'en'));
}
