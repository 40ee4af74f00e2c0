import type { LabelledSpan } from './der.js';
import { bestSpeakerMapping } from './speaker-mapping.js';

/**
 * Reference speaker turns and the transcript-side speaker score, beside the diarisation error rate of
 * der.ts: shared by the tests and `npm run bench:speakers`.
 */

/**
 * The speaker turns of an RTTM file (`SPEAKER <file> <channel> <start> <duration> <NA> <NA> <speaker>
 * <NA> <NA>`), per file in the order given. Other record types, blank lines and `;;` comments are skipped.
 */
export function parseRttm(text: string): Map<string, LabelledSpan[]> {
  const files = new Map<string, LabelledSpan[]>();
  text.split(/\r?\n/).forEach((line, index) => {
    const fields = line.trim().split(/\s+/);
    if (fields[0] !== 'SPEAKER') return;
    const [, file, , start, duration, , , speaker] = fields;
    const from = Number(start);
    const length = Number(duration);
    if (!file || !speaker || !Number.isFinite(from) || !Number.isFinite(length) || length < 0) {
      throw new Error(`RTTM line ${index + 1} is not a speaker turn: ${line}`);
    }
    const turns = files.get(file) ?? [];
    turns.push({ speaker, start: from, end: from + length });
    files.set(file, turns);
  });
  return files;
}

export interface SpeakerWord {
  start: number;
  end: number;
  speaker: string;
}

export interface WordSpeakerError {
  /** Words on the wrong speaker, over `counted`; 0 when nothing was counted. */
  error: number;
  /** Words whose midpoint lies inside some reference turn: the ones scored. */
  counted: number;
  /** Words whose midpoint lies in no reference turn (noise, or speech the reference leaves out). */
  outside: number;
  /** Hypothesis speaker -> reference speaker, one to one, chosen to make the most words right. */
  mapping: Map<string, string>;
}

/**
 * The share of recognised words put on the wrong speaker. A word counts when its midpoint lies inside a
 * reference turn; it is right when one of the turns there is its speaker's partner under the one-to-one
 * mapping of hypothesis to reference speakers that makes the most words right. Where people talk over
 * each other, either of them is right.
 */
export function wordSpeakerError(words: SpeakerWord[], reference: LabelledSpan[]): WordSpeakerError {
  // For each hypothesis speaker, how many of their words each reference speaker was speaking during.
  const agreement = new Map<string, Map<string, number>>();
  let counted = 0;
  for (const word of words) {
    const middle = (word.start + word.end) / 2;
    const speaking = new Set(
      reference.filter((turn) => middle >= turn.start && middle < turn.end).map((turn) => turn.speaker),
    );
    if (speaking.size === 0) continue;
    counted++;
    const row = agreement.get(word.speaker) ?? new Map<string, number>();
    for (const speaker of speaking) row.set(speaker, (row.get(speaker) ?? 0) + 1);
    agreement.set(word.speaker, row);
  }
  const mapping = bestSpeakerMapping(agreement);
  const right = [...mapping].reduce((sum, [h, r]) => sum + (agreement.get(h)?.get(r) ?? 0), 0);
  return {
    error: counted === 0 ? 0 : (counted - right) / counted,
    counted,
    outside: words.length - counted,
    mapping,
  };
}
