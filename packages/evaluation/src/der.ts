import { bestSpeakerMapping } from './speaker-mapping.js';

/**
 * Diarisation error rate, the standard measure of "who spoke when": the share of the reference speaker
 * time that is missed, attributed to the wrong speaker, or (false alarm) speech where nobody spoke, after
 * mapping each hypothesis speaker to at most one reference speaker so that agreement is largest. Scored
 * on 10 ms frames, counting every speaker active in a frame, so people talking over each other weigh as
 * much as they talk: per frame, with N_ref reference and N_hyp hypothesis speakers active of whom N_correct
 * are mapped to one another, missed = max(0, N_ref - N_hyp), false alarm = max(0, N_hyp - N_ref),
 * confusion = min(N_ref, N_hyp) - N_correct, all over the sum of N_ref. `collar` seconds either side of
 * each reference boundary are not scored, as is usual, because nobody can say to the frame where a turn
 * starts.
 */

export interface LabelledSpan {
  speaker: string;
  start: number;
  end: number;
}

export interface DiarisationErrors {
  der: number;
  missed: number;
  falseAlarm: number;
  confusion: number;
  /** Scored reference speaker time, in seconds (overlapped speech counts once per speaker). */
  speech: number;
}

const FRAME = 0.01;

export function diarisationErrorRate(
  reference: LabelledSpan[],
  hypothesis: LabelledSpan[],
  collar = 0.25,
): DiarisationErrors {
  const end = Math.max(0, ...reference.map((s) => s.end), ...hypothesis.map((s) => s.end));
  const frames = Math.ceil(end / FRAME);
  const scored = scoredFrames(reference, frames, collar);
  const ref = activity(reference, frames, scored);
  const hyp = activity(hypothesis, frames, scored);
  // Frames, of the scored ones, in which each hypothesis speaker and each reference speaker both speak.
  const together = new Map<string, Map<string, number>>();
  for (const [h, hFrames] of hyp) {
    const row = new Map<string, number>();
    for (const [r, rFrames] of ref) row.set(r, countBoth(hFrames, rFrames));
    together.set(h, row);
  }
  const mapping = bestSpeakerMapping(together);
  const nRef = activeCount(ref, frames);
  const nHyp = activeCount(hyp, frames);
  let speech = 0;
  let missed = 0;
  let falseAlarm = 0;
  let confusion = 0;
  for (let f = 0; f < frames; f++) {
    const r = nRef[f] as number;
    const h = nHyp[f] as number;
    speech += r;
    missed += Math.max(0, r - h);
    falseAlarm += Math.max(0, h - r);
    confusion += Math.min(r, h);
  }
  // Summed over frames, N_correct is the frames each mapped pair shares.
  for (const [h, r] of mapping) confusion -= together.get(h)?.get(r) ?? 0;
  return {
    der: speech === 0 ? 0 : (missed + falseAlarm + confusion) / speech,
    missed: missed * FRAME,
    falseAlarm: falseAlarm * FRAME,
    confusion: confusion * FRAME,
    speech: speech * FRAME,
  };
}

/** 1 where a frame is scored, 0 within `collar` of a reference boundary. */
function scoredFrames(reference: LabelledSpan[], frames: number, collar: number): Uint8Array {
  const scored = new Uint8Array(frames).fill(1);
  if (collar <= 0) return scored;
  for (const span of reference) {
    for (const edge of [span.start, span.end]) {
      const from = Math.max(0, Math.floor((edge - collar) / FRAME));
      scored.fill(0, from, Math.max(from, Math.min(frames, Math.ceil((edge + collar) / FRAME))));
    }
  }
  return scored;
}

/** Per speaker, 1 in each scored frame they speak in. */
function activity(spans: LabelledSpan[], frames: number, scored: Uint8Array): Map<string, Uint8Array> {
  const speakers = new Map<string, Uint8Array>();
  for (const span of spans) {
    const active = speakers.get(span.speaker) ?? new Uint8Array(frames);
    speakers.set(span.speaker, active);
    const from = Math.max(0, Math.round(span.start / FRAME));
    for (let f = from; f < Math.min(frames, Math.round(span.end / FRAME)); f++)
      active[f] = scored[f] as number;
  }
  return speakers;
}

function activeCount(speakers: Map<string, Uint8Array>, frames: number): Uint16Array {
  const count = new Uint16Array(frames);
  for (const active of speakers.values())
    for (let f = 0; f < frames; f++) count[f] = (count[f] as number) + (active[f] as number);
  return count;
}

function countBoth(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  for (let f = 0; f < a.length; f++) both += (a[f] as number) & (b[f] as number);
  return both;
}
