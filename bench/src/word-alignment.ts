/**
 * How many of the reference's occurrences of `chosen` words the hypothesis recognised (aligned to the
 * same word by a Levenshtein alignment of the two word lists), and how many chosen words it wrote where
 * the reference has something else (false alarms).
 */
export function chosenWordHits(
  reference: string[],
  hypothesis: string[],
  chosen: Set<string>,
): { hits: number; occurrences: number; falseAlarms: number } {
  const n = reference.length;
  const m = hypothesis.length;
  // cost[i][j]: edits to turn reference[0..i) into hypothesis[0..j).
  const cost = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => cost[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= n; i++) {
    const row = cost[i] as number[];
    for (let j = 1; j <= m; j++) {
      const same = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j - 1) + same, at(i - 1, j) + 1, at(i, j - 1) + 1);
    }
  }
  let hits = 0;
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const same = i > 0 && j > 0 && reference[i - 1] === hypothesis[j - 1];
    if (i > 0 && j > 0 && at(i, j) === at(i - 1, j - 1) + (same ? 0 : 1)) {
      if (same && chosen.has(reference[i - 1] as string)) hits++;
      i--;
      j--;
    } else if (i > 0 && at(i, j) === at(i - 1, j) + 1) i--;
    else j--;
  }
  const occurrences = reference.filter((word) => chosen.has(word)).length;
  const written = hypothesis.filter((word) => chosen.has(word)).length;
  return { hits, occurrences, falseAlarms: written - hits };
}
