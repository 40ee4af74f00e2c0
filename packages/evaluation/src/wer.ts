/** Spoken forms of abbreviations recognisers write, so "mr" and "mister" count as the same word. */
const SPOKEN: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor', ok: 'okay' };

/** Lower case, punctuation gone (apostrophes inside words kept), hyphenated words split, abbreviations spoken. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 0)
    .map((word) => SPOKEN[word] ?? word);
}

export interface WordErrors {
  /** (substitutions + deletions + insertions) / reference words; 0 for two empty texts. */
  wer: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

/** Word error rate by Levenshtein alignment of the normalised words of two texts. */
export function wordErrorRate(reference: string, hypothesis: string): WordErrors {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  // cost[j] and ops[j] hold the best alignment of ref[0..i) with hyp[0..j), one row at a time.
  type Ops = { s: number; d: number; n: number };
  let prev: Ops[] = hyp.map((_, j) => ({ s: 0, d: 0, n: j })).concat({ s: 0, d: 0, n: hyp.length });
  for (let i = 1; i <= ref.length; i++) {
    const row: Ops[] = [{ s: 0, d: i, n: 0 }];
    for (let j = 1; j <= hyp.length; j++) {
      const same = ref[i - 1] === hyp[j - 1];
      const diag = prev[j - 1] as Ops;
      const up = prev[j] as Ops;
      const left = row[j - 1] as Ops;
      const options: Ops[] = [
        same ? diag : { ...diag, s: diag.s + 1 },
        { ...up, d: up.d + 1 },
        { ...left, n: left.n + 1 },
      ];
      row.push(options.reduce((best, o) => (total(o) < total(best) ? o : best)));
    }
    prev = row;
  }
  const last = prev[hyp.length] as Ops;
  return {
    wer: ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : total(last) / ref.length,
    substitutions: last.s,
    deletions: last.d,
    insertions: last.n,
    referenceWords: ref.length,
  };
}

const total = (o: { s: number; d: number; n: number }) => o.s + o.d + o.n;
