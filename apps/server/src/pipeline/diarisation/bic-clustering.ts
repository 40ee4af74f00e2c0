/**
 * Agglomerative clustering of stretches of speech, each described by a full-covariance Gaussian over its
 * frames: the two whose union costs least in Bayesian information criterion merge first (ΔBIC: the
 * likelihood lost by modelling both with one Gaussian, minus a penalty for the parameters saved). It
 * stops at the count asked for or, when estimating, when every merge left would lose more than it saves.
 */
interface Stats {
  n: number;
  sum: Float64Array;
  /** The lower triangle of the sum of outer products, d x d. */
  products: Float64Array;
}

/**
 * Weight of BIC's parameter penalty. The textbook 1 splits one voice by what is said. On the development
 * data the last merge of a single reader costs +22 at 1.5 and of the shorter two-person AMI excerpt +59:
 * 1.6 keeps the reader one speaker and the two people two (see bench/results/speakers.md).
 */
const LAMBDA = 1.6;

function statsOf(features: Float32Array, dims: number, rows: number[]): Stats {
  const sum = new Float64Array(dims);
  const products = new Float64Array(dims * dims);
  for (const r of rows) {
    const offset = r * dims;
    for (let i = 0; i < dims; i++) {
      const x = features[offset + i] as number;
      sum[i] = (sum[i] as number) + x;
      for (let j = 0; j <= i; j++)
        products[i * dims + j] = (products[i * dims + j] as number) + x * (features[offset + j] as number);
    }
  }
  return { n: rows.length, sum, products };
}

function merged(a: Stats, b: Stats): Stats {
  return {
    n: a.n + b.n,
    sum: a.sum.map((x, i) => x + (b.sum[i] as number)),
    products: a.products.map((x, i) => x + (b.products[i] as number)),
  };
}

/** n x log-determinant of the maximum-likelihood covariance (Cholesky; a small floor keeps it defined). */
function nLogDet(s: Stats): number {
  const d = s.sum.length;
  const a = new Float64Array(d * d);
  for (let i = 0; i < d; i++)
    for (let j = 0; j <= i; j++) {
      const covariance =
        (s.products[i * d + j] as number) / s.n - ((s.sum[i] as number) * (s.sum[j] as number)) / (s.n * s.n);
      a[i * d + j] = covariance + (i === j ? 1e-3 : 0);
    }
  let logDet = 0;
  for (let j = 0; j < d; j++) {
    let diagonal = a[j * d + j] as number;
    for (let k = 0; k < j; k++) diagonal -= (a[j * d + k] as number) ** 2;
    const l = Math.sqrt(Math.max(diagonal, 1e-12));
    a[j * d + j] = l;
    logDet += 2 * Math.log(l);
    for (let i = j + 1; i < d; i++) {
      let sum = a[i * d + j] as number;
      for (let k = 0; k < j; k++) sum -= (a[i * d + k] as number) * (a[j * d + k] as number);
      a[i * d + j] = sum / l;
    }
  }
  return s.n * logDet;
}

function deltaBic(a: Stats, b: Stats, logDets: Map<Stats, number>): number {
  const union = merged(a, b);
  const own = (s: Stats) => logDets.get(s) ?? nLogDet(s);
  const d = a.sum.length;
  const parameters = d + (d * (d + 1)) / 2;
  return 0.5 * (nLogDet(union) - own(a) - own(b)) - LAMBDA * 0.5 * parameters * Math.log(union.n);
}

/** A cluster index per group of rows (0, 1, ... in order of first appearance); `wanted` 0 = estimate. */
export function bicClusters(
  features: Float32Array,
  dims: number,
  groups: number[][],
  wanted: number,
): number[] {
  const clusters: (Stats | undefined)[] = groups.map((rows) => statsOf(features, dims, rows));
  const logDets = new Map<Stats, number>(clusters.map((s) => [s as Stats, nLogDet(s as Stats)]));
  const owner = groups.map((_, i) => i);
  const n = clusters.length;
  const cost = clusters.map((a, i) =>
    Float64Array.from(clusters, (b, j) =>
      j > i && a && b ? deltaBic(a, b, logDets) : Number.POSITIVE_INFINITY,
    ),
  );
  for (let alive = n; alive > Math.max(1, wanted); alive--) {
    let [bi, bj, best] = [-1, -1, Number.POSITIVE_INFINITY];
    for (let i = 0; i < n; i++) {
      const row = cost[i] as Float64Array;
      for (let j = i + 1; j < n; j++)
        if ((row[j] as number) < best) [bi, bj, best] = [i, j, row[j] as number];
    }
    if (bi < 0 || (wanted === 0 && best > 0)) break;
    const union = merged(clusters[bi] as Stats, clusters[bj] as Stats);
    logDets.set(union, nLogDet(union));
    clusters[bi] = union;
    clusters[bj] = undefined;
    for (let g = 0; g < n; g++) if (owner[g] === bj) owner[g] = bi;
    for (let k = 0; k < n; k++) {
      (cost[Math.min(k, bj)] as Float64Array)[Math.max(k, bj)] = Number.POSITIVE_INFINITY;
      const other = clusters[k];
      if (k !== bi && other)
        (cost[Math.min(k, bi)] as Float64Array)[Math.max(k, bi)] = deltaBic(union, other, logDets);
    }
  }
  return byFirstAppearance(owner);
}

/** Labels renumbered 0, 1, 2... in the order they first appear. */
export function byFirstAppearance(labels: ArrayLike<number>): number[] {
  const renumber = new Map<number, number>();
  return Array.from(labels, (label) => {
    if (!renumber.has(label)) renumber.set(label, renumber.size);
    return renumber.get(label) as number;
  });
}
