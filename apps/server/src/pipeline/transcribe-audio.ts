import { join } from 'node:path';
import type { TSentiment } from '@transcribe/contract';
import { decodeToPcm } from './decode.js';
import { diarise, speakersOfWords } from './diarisation/diarise.js';
import { SPEAKER_EMBEDDING_FILE, speakerEmbedder } from './diarisation/speaker-embeddings.js';
import type { TranscriptionEngine } from './engines/engine.js';
import { buildSegments } from './segments.js';
import { speakerCount, toSpeakerBlocks } from './speaker-blocks.js';
import { detectSpeech } from './vad.js';

export interface TranscribeAudioInput {
  /** The recording, any format ffmpeg reads. */
  mediaPath: string;
  /** An empty folder for work files; the caller removes it. */
  workDir: string;
  engine: TranscriptionEngine;
  /** The model's id inside its engine. */
  engineModelId: string;
  /** iso code of the spoken language. */
  language: string;
  /** The person's vocabulary, for engines that take hints. */
  vocabulary: string[];
  /** How many people speak; 0 estimates it. */
  speakers: number;
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
  const words = await input.engine.transcribe({
    pcmPath,
    durationSeconds,
    speech,
    language: input.language,
    modelId: input.engineModelId,
    vocabulary: input.vocabulary,
    signal,
    onProgress: (fraction) => onProgress(STAGES.speechFound + span * fraction),
  });
  stage('recognised');
  const embed = await speakerEmbedder(modelsDir);
  const turns = await diarise({ pcmPath, speech, speakers: input.speakers, signal, embed });
  const speakers = speakersOfWords(words, turns);
  // A range was decoded on its own: its times move back to their place in the recording.
  const offset = input.range?.start ?? 0;
  const placed = words.map((w) => ({ ...w, start: w.start + offset, end: w.end + offset }));
  const segments = buildSegments(placed, {}, speakers);
  stage('speakers');
  const sentiments = await Promise.all(segments.map((s) => input.sentiment(s.text, input.language)));
  stage('sentiment');
  const blocks = toSpeakerBlocks(segments, sentiments);
  return {
    blocks,
    numSpeakers: Math.max(1, speakerCount(blocks)),
    durationSeconds,
    stageTimes: took.join(', '),
    voicePrints: embed ? `the embedding model ${SPEAKER_EMBEDDING_FILE}` : 'MFCC statistics (built in)',
  };
}
