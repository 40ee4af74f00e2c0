import { byFirstAppearance } from './bic-clustering.js';

/**
 * Below this mean cosine similarity two groups of voice prints are different people. Embedding models
 * place one speaker's prints close together (similarity well above 0.5) and different speakers' apart.
 */
const SAME_SPEAKER_SIMILARITY = 0.5;

function normalised(vector: Float32Array): Float64Array {
  const norm = Math.hypot(...vector) || 1;
  return Float64Array.from(vector, (x) => x / norm);
}

/**
 * Average-linkage agglomerative clustering of voice prints by cosine similarity: to `wanted` clusters,
 * or, when estimating (0), until no two clusters are alike enough to be one person.
 */
export function cosineClusters(prints: Float32Array[], wanted: number): number[] {
  const unit = prints.map(normalised);
  const n = unit.length;
  const owner = unit.map((_, i) => i);
  const size = new Array<number>(n).fill(1);
  const alive = new Array<boolean>(n).fill(true);
  const similarity = unit.map((a) =>
    Float64Array.from(unit, (b) => a.reduce((sum, x, d) => sum + x * (b[d] as number), 0)),
  );
  for (let count = n; count > Math.max(1, wanted); count--) {
    let [bi, bj, best] = [-1, -1, Number.NEGATIVE_INFINITY];
    for (let i = 0; i < n; i++) {
      if (!alive[i]) continue;
      for (let j = i + 1; j < n; j++)
        if (alive[j] && ((similarity[i] as Float64Array)[j] as number) > best)
          [bi, bj, best] = [i, j, (similarity[i] as Float64Array)[j] as number];
    }
    if (bi < 0 || (wanted === 0 && best < SAME_SPEAKER_SIMILARITY)) break;
    // Average linkage: the merged cluster's similarity to each other is the size-weighted mean.
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === bi || k === bj) continue;
      const value =
        (((similarity[bi] as Float64Array)[k] as number) * (size[bi] as number) +
          ((similarity[bj] as Float64Array)[k] as number) * (size[bj] as number)) /
        ((size[bi] as number) + (size[bj] as number));
      (similarity[bi] as Float64Array)[k] = value;
      (similarity[k] as Float64Array)[bi] = value;
    }
    size[bi] = (size[bi] as number) + (size[bj] as number);
    alive[bj] = false;
    for (let g = 0; g < n; g++) if (owner[g] === bj) owner[g] = bi;
  }
  return byFirstAppearance(owner);
}
