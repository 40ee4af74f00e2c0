import { join } from 'node:path';
import { decodeToPcm } from './decode.js';
import { diarise, type TimeSpan } from './diarisation/diarise.js';
import { speakerEmbedder } from './diarisation/speaker-embeddings.js';
import { detectSpeech } from './vad.js';

export interface SpeakersOfSegmentsInput {
  mediaPath: string;
  /** An empty folder for work files; the caller removes it. */
  workDir: string;
  /** The transcript's segments in time order, with their words' times. */
  segments: { start: number; end: number; words: TimeSpan[] }[];
  /** How many people speak; 0 estimates it. */
  speakers: number;
  ffmpegPath: string;
  modelsDir: string;
  maxSeconds: number;
  signal: AbortSignal;
  /** Percent done, 0..98. */
  onProgress(percent: number): void;
}

/**
 * Tells the speakers of a transcript apart again without touching its text: the recording's speech is
 * diarised into the count asked for, and each segment goes to the speaker holding most of its words'
 * time (of the segment itself when it has no words). Returns a speaker index per segment.
 */
export async function speakersOfSegments(input: SpeakersOfSegmentsInput): Promise<number[]> {
  const { signal, modelsDir, onProgress } = input;
  const { pcmPath } = await decodeToPcm({
    ffmpegPath: input.ffmpegPath,
    inputPath: input.mediaPath,
    pcmPath: join(input.workDir, 'audio.pcm'),
    signal,
    maxSeconds: input.maxSeconds,
  });
  onProgress(20);
  const speech = await detectSpeech({ pcmPath, modelsDir, signal });
  onProgress(40);
  const embed = await speakerEmbedder(modelsDir);
  const turns = await diarise({ pcmPath, speech, speakers: input.speakers, signal, embed });
  onProgress(95);
  return input.segments.map((segment) => {
    const spans = segment.words.length > 0 ? segment.words : [segment];
    const time = new Map<number, number>();
    for (const span of spans)
      for (const turn of turns) {
        const shared = Math.min(span.end, turn.end) - Math.max(span.start, turn.start);
        if (shared > 0) time.set(turn.speaker, (time.get(turn.speaker) ?? 0) + shared);
      }
    let best = 0;
    let most = -1;
    for (const [speaker, seconds] of time)
      if (seconds > most) {
        best = speaker;
        most = seconds;
      }
    return best;
  });
}
