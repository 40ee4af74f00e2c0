import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { recogniseUtterances, type VoiceModelAdaptation, withMargin } from '../adaptation/index.js';
import type { RecognisedWord } from '../engines/engine.js';
import { type Segment, sentenceCase } from '../segments.js';

/** The built-in engine adapted to a saved voice: the voice's name and its adaptation. */
export interface VoiceTransform extends VoiceModelAdaptation {
  name: string;
}

export interface AdaptedPassInput {
  /** The recording's segments, times on the recording's timeline. */
  segments: Segment[];
  /** The names saved voices gave speakers (speaker number to profile name). */
  names: Map<number, string>;
  transforms: VoiceTransform[];
  /** The decoded PCM the segments are in, starting `offset` seconds into the recording. */
  pcmPath: string;
  offset: number;
  durationSeconds: number;
  modelsDir: string;
  workDir: string;
  signal: AbortSignal;
}

/**
 * The second pass: each speaker a saved voice named, whose voice the engine was adapted to, has their
 * segments recognised again (each on its own) with that voice's adaptation, and the words found replace
 * the first pass's (a segment where the second pass hears nothing keeps its words; a second pass that
 * fails keeps them all). Answers the segments and the names of the speakers recognised again.
 */
export async function recogniseAdaptedSpeakers(
  input: AdaptedPassInput,
): Promise<{ segments: Segment[]; adapted: string[] }> {
  const segments = [...input.segments];
  const adapted: string[] = [];
  for (const [speaker, name] of input.names) {
    const voice = input.transforms.find((t) => t.name === name);
    const indexes = segments.flatMap((s, i) => (s.speaker === speaker ? [i] : []));
    if (!voice || indexes.length === 0) continue;
    const utterances = indexes.map((i) => spanOf(segments, i, input));
    const workDir = await mkdtemp(join(input.workDir, 'adapted-'));
    const heard = await recogniseUtterances({
      utterances: utterances.map((u) => ({ pcmPath: input.pcmPath, ...u })),
      modelsDir: input.modelsDir,
      workDir,
      adaptation: voice,
      signal: input.signal,
    }).catch((error: unknown) => {
      // A second pass that cannot run (its tools gone) leaves the first pass's words; a cancel stops all.
      if (input.signal.aborted) throw error;
      return undefined;
    });
    if (!heard) continue;
    indexes.forEach((index, n) => {
      const words = (heard[n] ?? []).map((w) => placed(w, input.offset));
      const segment = segments[index] as Segment;
      if (words.length === 0) return;
      segments[index] = {
        ...segment,
        start: Math.min(segment.start, (words[0] as RecognisedWord).start),
        end: Math.max(segment.end, (words.at(-1) as RecognisedWord).end),
        text: sentenceCase(words.map((w) => w.word).join(' ')),
        words,
      };
    });
    adapted.push(name);
  }
  return { segments, adapted };
}

/** The stretch of the PCM a segment's second pass hears: its words and a margin, not its neighbours'. */
function spanOf(segments: Segment[], i: number, input: AdaptedPassInput) {
  const segment = segments[i] as Segment;
  const span = withMargin(segment.start, segment.end, segments[i - 1]?.end, segments[i + 1]?.start);
  return {
    start: Math.max(0, span.start - input.offset),
    end: Math.min(input.durationSeconds, span.end - input.offset),
  };
}

const placed = (word: RecognisedWord, offset: number): RecognisedWord => ({
  ...word,
  start: word.start + offset,
  end: word.end + offset,
});
