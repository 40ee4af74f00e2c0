import { textWords } from './text.js';

/** Word error rate of hypotheses against references (normalised the same way as adaptSpeaker's text), 0..1. */
export function wordErrorRate(references: string[], hypotheses: string[]): number {
  if (references.length !== hypotheses.length) {
    throw new Error('wordErrorRate needs one hypothesis per reference.');
  }
  let errors = 0;
  let words = 0;
  references.forEach((reference, i) => {
    const ref = textWords(reference);
    errors += editDistance(ref, textWords(hypotheses[i] ?? ''));
    words += ref.length;
  });
  if (words === 0) return errors === 0 ? 0 : 1;
  return errors / words;
}

/** Substitutions, deletions and insertions turning `a` into `b` (Levenshtein over words). */
export function editDistance(a: string[], b: string[]): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min(substitute, (row[j] as number) + 1, (next[j - 1] as number) + 1));
    }
    row = next;
  }
  return row[b.length] as number;
}
