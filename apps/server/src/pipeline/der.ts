/**
 * Diarisation error rate, the standard measure of "who spoke when": the share of the reference speech
 * time that is missed, attributed to the wrong speaker, or (false alarm) speech where nobody spoke, after
 * mapping each hypothesis speaker to at most one reference speaker so that agreement is largest. Scored
 * on 10 ms frames; `collar` seconds either side of each reference boundary are not scored, as is usual,
 * because nobody can say to the frame where a turn starts.
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
  /** Scored reference speech, in seconds. */
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
  const ref = labelFrames(reference, frames);
  const hyp = labelFrames(hypothesis, frames);
  const scored = new Array<boolean>(frames).fill(true);
  for (const span of reference) {
    for (const edge of [span.start, span.end]) {
      for (
        let f = Math.max(0, Math.floor((edge - collar) / FRAME));
        f < Math.min(frames, Math.ceil((edge + collar) / FRAME));
        f++
      ) {
        scored[f] = false;
      }
    }
  }
  // Overlap, in frames, of each hypothesis speaker with each reference speaker.
  const overlap = new Map<string, Map<string, number>>();
  for (let f = 0; f < frames; f++) {
    const r = ref[f];
    const h = hyp[f];
    if (!scored[f] || r === undefined || h === undefined) continue;
    const row = overlap.get(h) ?? new Map<string, number>();
    row.set(r, (row.get(r) ?? 0) + 1);
    overlap.set(h, row);
  }
  const mapping = bestMapping(overlap);
  let speech = 0;
  let missed = 0;
  let falseAlarm = 0;
  let confusion = 0;
  for (let f = 0; f < frames; f++) {
    if (!scored[f]) continue;
    const r = ref[f];
    const h = hyp[f];
    if (r !== undefined) speech++;
    if (r !== undefined && h === undefined) missed++;
    else if (r === undefined && h !== undefined) falseAlarm++;
    else if (r !== undefined && h !== undefined && mapping.get(h) !== r) confusion++;
  }
  return {
    der: speech === 0 ? 0 : (missed + falseAlarm + confusion) / speech,
    missed: missed * FRAME,
    falseAlarm: falseAlarm * FRAME,
    confusion: confusion * FRAME,
    speech: speech * FRAME,
  };
}

function labelFrames(spans: LabelledSpan[], frames: number): (string | undefined)[] {
  const labels = new Array<string | undefined>(frames).fill(undefined);
  for (const span of spans) {
    for (
      let f = Math.max(0, Math.round(span.start / FRAME));
      f < Math.min(frames, Math.round(span.end / FRAME));
      f++
    ) {
      labels[f] = span.speaker;
    }
  }
  return labels;
}

/** The one-to-one assignment of hypothesis to reference speakers with the most overlap (exhaustive: few speakers). */
function bestMapping(overlap: Map<string, Map<string, number>>): Map<string, string> {
  const hyps = [...overlap.keys()];
  const refs = [...new Set([...overlap.values()].flatMap((row) => [...row.keys()]))];
  let best = { score: -1, mapping: new Map<string, string>() };
  const search = (i: number, used: Set<string>, mapping: Map<string, string>, score: number) => {
    if (i === hyps.length) {
      if (score > best.score) best = { score, mapping: new Map(mapping) };
      return;
    }
    const h = hyps[i] as string;
    search(i + 1, used, mapping, score); // this hypothesis speaker maps to nobody
    for (const r of refs) {
      if (used.has(r)) continue;
      used.add(r);
      mapping.set(h, r);
      search(i + 1, used, mapping, score + (overlap.get(h)?.get(r) ?? 0));
      mapping.delete(h);
      used.delete(r);
    }
  };
  search(0, new Set(), new Map(), 0);
  return best.mapping;
}
