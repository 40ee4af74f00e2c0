/**
 * Groups weighted feature vectors (one per segment, weight = its duration) into clusters: k-means with
 * k-means++ seeding, several seeded restarts, the lowest weighted inertia kept. Deterministic: the same
 * input always gives the same clusters. When the count is unknown it is the one with the best Bayesian
 * information criterion (penalised a little more than usual), which, unlike the silhouette, can also
 * answer "one".
 */

export interface ClusterOptions {
  /** Clusters wanted; 0 = estimate between 1 and MAX_CLUSTERS. */
  clusters: number;
}

const MAX_CLUSTERS = 10;
/** Seeded k-means runs per count; the one with the lowest weighted inertia wins. */
const RESTARTS = 8;

/** Cluster index per item, numbered by first appearance (item 0 is in cluster 0). */
export function cluster(features: number[][], weights: number[], options: ClusterOptions): number[] {
  const n = features.length;
  if (n === 0) return [];
  const points = standardise(features, weights);
  // When estimating, at least two items per cluster on average: a cluster of one fits its item perfectly.
  const maxClusters = Math.min(MAX_CLUSTERS, Math.floor(n / 2));
  if (options.clusters > 0) {
    return byFirstAppearance(kMeans(points, weights, Math.min(options.clusters, n), RESTARTS));
  }
  let best = {
    labels: new Array<number>(n).fill(0),
    score: bic(points, weights, new Array<number>(n).fill(0)),
  };
  for (let k = 2; k <= maxClusters; k++) {
    const labels = kMeans(points, weights, k, RESTARTS);
    const score = bic(points, weights, labels);
    if (score > best.score) best = { labels, score };
  }
  return byFirstAppearance(best.labels);
}

/** Each dimension to zero mean and unit variance (weighted), so no coefficient dominates the distances. */
function standardise(features: number[][], weights: number[]): Float64Array[] {
  const dims = features[0]?.length ?? 0;
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const mean = new Float64Array(dims);
  const variance = new Float64Array(dims);
  features.forEach((f, i) => {
    for (let d = 0; d < dims; d++)
      mean[d] = (mean[d] as number) + ((f[d] as number) * (weights[i] as number)) / total;
  });
  features.forEach((f, i) => {
    for (let d = 0; d < dims; d++) {
      variance[d] =
        (variance[d] as number) +
        (((f[d] as number) - (mean[d] as number)) ** 2 * (weights[i] as number)) / total;
    }
  });
  return features.map((f) =>
    Float64Array.from(f, (x, d) => (x - (mean[d] as number)) / Math.sqrt((variance[d] as number) + 1e-12)),
  );
}

function distance2(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += ((a[d] as number) - (b[d] as number)) ** 2;
  return sum;
}

/** A small seeded generator (mulberry32), so restarts are reproducible. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function kMeans(points: Float64Array[], weights: number[], k: number, restarts: number): number[] {
  let best: { labels: number[]; inertia: number } | undefined;
  for (let r = 0; r < restarts; r++) {
    const run = kMeansOnce(points, weights, k, random(1 + r));
    if (!best || run.inertia < best.inertia - 1e-9) best = run;
  }
  return best?.labels ?? [];
}

function kMeansOnce(points: Float64Array[], weights: number[], k: number, rand: () => number) {
  const n = points.length;
  // k-means++: each next centre drawn with probability proportional to weight x squared distance.
  const centres: Float64Array[] = [Float64Array.from(points[pick(weights, rand)] as Float64Array)];
  const nearest = points.map((p) => distance2(p, centres[0] as Float64Array));
  while (centres.length < k) {
    const next = points[
      pick(
        nearest.map((d, i) => d * (weights[i] as number)),
        rand,
      )
    ] as Float64Array;
    centres.push(Float64Array.from(next));
    points.forEach((p, i) => {
      nearest[i] = Math.min(nearest[i] as number, distance2(p, next));
    });
  }
  const labels = new Array<number>(n).fill(-1);
  for (let iteration = 0; iteration < 100; iteration++) {
    let changed = false;
    points.forEach((p, i) => {
      let label = 0;
      for (let c = 1; c < k; c++)
        if (distance2(p, centres[c] as Float64Array) < distance2(p, centres[label] as Float64Array))
          label = c;
      if (labels[i] !== label) {
        labels[i] = label;
        changed = true;
      }
    });
    if (!changed) break;
    for (let c = 0; c < k; c++) {
      const sum = new Float64Array(points[0]?.length ?? 0);
      let weight = 0;
      points.forEach((p, i) => {
        if (labels[i] !== c) return;
        for (let d = 0; d < sum.length; d++)
          sum[d] = (sum[d] as number) + (p[d] as number) * (weights[i] as number);
        weight += weights[i] as number;
      });
      if (weight > 0) centres[c] = sum.map((x) => x / weight);
    }
  }
  const inertia = points.reduce(
    (s, p, i) => s + (weights[i] as number) * distance2(p, centres[labels[i] as number] as Float64Array),
    0,
  );
  return { labels, inertia };
}

function pick(weights: number[], rand: () => number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return Math.floor(rand() * weights.length);
  let target = rand() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i] as number;
    if (target <= 0) return i;
  }
  return weights.length - 1;
}

/**
 * Bayesian information criterion of a clustering under spherical Gaussians with one shared variance (as
 * in X-means): log-likelihood minus half the parameter count times log n. Weights are rescaled to sum to
 * n, so a long segment counts more without changing how much evidence there is overall.
 */
/**
 * Weight of BIC's parameter penalty. Plain BIC (1) is too ready to split when there are few segments for
 * 24 features: it cut one LibriVox reader's five segments in two. At 1.5 that reader stays one speaker
 * and the four-person test conversation still gets three or more; at 2 it got two.
 */
const PENALTY = 1.5;

function bic(points: Float64Array[], weights: number[], labels: number[]): number {
  const n = points.length;
  const d = points[0]?.length ?? 0;
  const k = Math.max(...labels) + 1;
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const w = weights.map((x) => (x * n) / total);
  const mass = new Float64Array(k);
  const centres = Array.from({ length: k }, () => new Float64Array(d));
  points.forEach((p, i) => {
    const c = labels[i] as number;
    mass[c] = (mass[c] as number) + (w[i] as number);
    const centre = centres[c] as Float64Array;
    for (let j = 0; j < d; j++) centre[j] = (centre[j] as number) + (p[j] as number) * (w[i] as number);
  });
  centres.forEach((centre, c) => {
    for (let j = 0; j < d; j++) centre[j] = (centre[j] as number) / ((mass[c] as number) || 1);
  });
  const sse = points.reduce(
    (s, p, i) => s + (w[i] as number) * distance2(p, centres[labels[i] as number] as Float64Array),
    0,
  );
  const variance = Math.max(sse / (d * Math.max(1, n - k)), 1e-9);
  let logLikelihood = -((n * d) / 2) * Math.log(2 * Math.PI * variance) - (d * (n - k)) / 2;
  for (let c = 0; c < k; c++)
    if ((mass[c] as number) > 0) logLikelihood += (mass[c] as number) * Math.log((mass[c] as number) / n);
  const parameters = k - 1 + k * d + 1;
  return logLikelihood - PENALTY * (parameters / 2) * Math.log(n);
}

/** Labels renumbered 0, 1, 2... in the order they first appear. */
export function byFirstAppearance(labels: number[]): number[] {
  const renumber = new Map<number, number>();
  return labels.map((label) => {
    if (!renumber.has(label)) renumber.set(label, renumber.size);
    return renumber.get(label) as number;
  });
}
