import { byFirstAppearance } from './bic-clustering.js';
import type { SpeechFrames, TimeSpan } from './speech-frames.js';

export type { TimeSpan } from './speech-frames.js';

/** A stretch of speech given to one speaker (0, 1, ... by first appearance). */
export interface SpeakerTurn extends TimeSpan {
  speaker: number;
}

/** Frame labels as turns covering the speech regions; a boundary falls midway between two frames. */
export function toTurns(frames: SpeechFrames, speech: TimeSpan[], labels: ArrayLike<number>): SpeakerTurn[] {
  const turns: SpeakerTurn[] = [];
  for (let f = 0; f < frames.count; f++) {
    const region = speech[frames.regions[f] as number] as TimeSpan;
    const newRegion = f === 0 || frames.regions[f] !== frames.regions[f - 1];
    const last = turns.at(-1);
    if (last && !newRegion && last.speaker === labels[f]) continue;
    const start = newRegion
      ? region.start
      : ((frames.times[f - 1] as number) + (frames.times[f] as number)) / 2;
    if (last && !newRegion) last.end = start;
    turns.push({ start, end: region.end, speaker: labels[f] as number });
  }
  const renumber = byFirstAppearance(turns.map((t) => t.speaker));
  return turns.map((t, i) => ({ ...t, speaker: renumber[i] as number }));
}

/** Each word's speaker: the turn its midpoint falls in, else the nearest turn (0 when there are none). */
export function speakersOfWords(words: TimeSpan[], turns: SpeakerTurn[]): number[] {
  let t = 0;
  return words.map((word) => {
    const middle = (word.start + word.end) / 2;
    // Words and turns are both in time order: walk forward to the turn that ends after the midpoint.
    while (t < turns.length - 1 && (turns[t] as SpeakerTurn).end <= middle) t++;
    const here = turns[t];
    const before = turns[t - 1];
    if (!here) return 0;
    if (middle >= here.start || !before) return here.speaker;
    return middle - before.end < here.start - middle ? before.speaker : here.speaker;
  });
}
