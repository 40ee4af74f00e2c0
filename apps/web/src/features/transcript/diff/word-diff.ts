export type DiffPart = { kind: 'same' | 'ins' | 'del'; text: string };

/** Above this many word pairs a segment is shown as replaced whole (the table would cost too much). */
const MAX_CELLS = 250_000;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The words of `before` and `after` as one sequence of kept, inserted and deleted runs (a longest common
 * subsequence of words); runs of one kind are joined by spaces.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  const steps: DiffPart[] = [];
  if (a.length * b.length > MAX_CELLS) {
    for (const text of a) steps.push({ kind: 'del', text });
    for (const text of b) steps.push({ kind: 'ins', text });
    return joinRuns(steps);
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = lengths[i] as Uint32Array;
    const below = lengths[i + 1] as Uint32Array;
    for (let j = b.length - 1; j >= 0; j -= 1)
      row[j] = a[i] === b[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
  }
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      steps.push({ kind: 'same', text: a[i] as string });
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || (lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0))) {
      steps.push({ kind: 'del', text: a[i] as string });
      i += 1;
    } else {
      steps.push({ kind: 'ins', text: b[j] as string });
      j += 1;
    }
  }
  return joinRuns(steps);
}

/** Neighbouring words of one kind as one part; a deletion comes before the insertion that replaces it. */
function joinRuns(steps: DiffPart[]): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const step of steps) {
    const last = parts.at(-1);
    if (last?.kind === step.kind) last.text += ` ${step.text}`;
    else parts.push({ ...step });
  }
  return parts;
}
