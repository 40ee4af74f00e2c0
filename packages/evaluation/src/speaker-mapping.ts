/**
 * The one-to-one mapping of hypothesis to reference speakers with the most agreement, as speaker scores
 * need it: `agreement.get(h)?.get(r)` is how much hypothesis speaker h agrees with reference speaker r
 * (frames, words), never negative. Solved exactly with the Hungarian method (O(n³)), so it stays instant
 * when an estimate finds many speakers, where trying every mapping would not. Speakers left without a
 * partner, or paired with no agreement at all, are not in the result.
 */
export function bestSpeakerMapping(agreement: Map<string, Map<string, number>>): Map<string, string> {
  const hyps = [...agreement.keys()];
  const refs = [...new Set([...agreement.values()].flatMap((row) => [...row.keys()]))];
  const n = Math.max(hyps.length, refs.length);
  const weight = (i: number, j: number) => {
    const h = hyps[i];
    const r = refs[j];
    return h === undefined || r === undefined ? 0 : (agreement.get(h)?.get(r) ?? 0);
  };
  const top = Math.max(0, ...hyps.flatMap((_, i) => refs.map((_, j) => weight(i, j))));
  const columnOfRow = assignMinimumCost(n, (i, j) => top - weight(i, j));
  const mapping = new Map<string, string>();
  columnOfRow.forEach((j, i) => {
    const h = hyps[i];
    const r = refs[j];
    if (h !== undefined && r !== undefined && weight(i, j) > 0) mapping.set(h, r);
  });
  return mapping;
}

/**
 * The assignment of n rows to n columns with the least total cost (Kuhn-Munkres with potentials, the
 * shortest augmenting path variant); the column of each row.
 */
function assignMinimumCost(n: number, cost: (row: number, column: number) => number): number[] {
  // 1-based arrays, index 0 is the virtual start of each augmenting path.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const rowOfColumn = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  const at = (a: number[], i: number) => a[i] as number;
  for (let row = 1; row <= n; row++) {
    rowOfColumn[0] = row;
    let column = 0;
    const minimum = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[column] = true;
      const r = at(rowOfColumn, column);
      let delta = Number.POSITIVE_INFINITY;
      let next = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const reduced = cost(r - 1, j - 1) - at(u, r) - at(v, j);
        if (reduced < at(minimum, j)) {
          minimum[j] = reduced;
          way[j] = column;
        }
        if (at(minimum, j) < delta) {
          delta = at(minimum, j);
          next = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[at(rowOfColumn, j)] = at(u, at(rowOfColumn, j)) + delta;
          v[j] = at(v, j) - delta;
        } else {
          minimum[j] = at(minimum, j) - delta;
        }
      }
      column = next;
    } while (at(rowOfColumn, column) !== 0);
    do {
      const previous = at(way, column);
      rowOfColumn[column] = at(rowOfColumn, previous);
      column = previous;
    } while (column !== 0);
  }
  const columnOfRow = new Array<number>(n).fill(0);
  for (let j = 1; j <= n; j++) columnOfRow[at(rowOfColumn, j) - 1] = j - 1;
  return columnOfRow;
}
