/**
 * Gaussian mixture models with diagonal covariances, trained by expectation-maximisation: the classic
 * model of one speaker's voice over short frames.
 */
export interface Gmm {
  dims: number;
  logWeights: Float64Array;
  means: Float64Array[];
  /** Inverse variances. */
  precisions: Float64Array[];
  /** log of each component's normalising constant plus its weight. */
  constants: Float64Array;
}

const VARIANCE_FLOOR = 0.01;

/** Trains a mixture of up to `components` Gaussians on the rows `rows` of `features`. */
export function trainGmm(
  features: Float32Array,
  dims: number,
  rows: number[],
  components: number,
  iterations = 6,
): Gmm {
  const k = Math.max(1, Math.min(components, Math.floor(rows.length / (4 * dims)) || 1));
  // Start from k rows spread evenly through the data (deterministic).
  let gmm = fromMoments(
    dims,
    Array.from({ length: k }, (_, c) => {
      const row = rows[Math.floor(((c + 0.5) * rows.length) / k)] as number;
      return {
        weight: 1 / k,
        mean: Float64Array.from(features.subarray(row * dims, row * dims + dims)),
        variance: new Float64Array(dims).fill(1),
      };
    }),
  );
  const responsibilities = new Float64Array(k);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const mass = new Float64Array(k);
    const sums = Array.from({ length: k }, () => new Float64Array(dims));
    const squares = Array.from({ length: k }, () => new Float64Array(dims));
    for (const row of rows) {
      const x = features.subarray(row * dims, row * dims + dims);
      componentLogLikelihoods(gmm, x, responsibilities);
      const total = logSumExp(responsibilities);
      for (let c = 0; c < k; c++) {
        const p = Math.exp((responsibilities[c] as number) - total);
        mass[c] = (mass[c] as number) + p;
        const s = sums[c] as Float64Array;
        const q = squares[c] as Float64Array;
        for (let d = 0; d < dims; d++) {
          const v = x[d] as number;
          s[d] = (s[d] as number) + p * v;
          q[d] = (q[d] as number) + p * v * v;
        }
      }
    }
    gmm = fromMoments(
      dims,
      Array.from({ length: k }, (_, c) => {
        const m = Math.max(mass[c] as number, 1e-6);
        const mean = (sums[c] as Float64Array).map((s) => s / m);
        const variance = (squares[c] as Float64Array).map((q, d) =>
          Math.max(VARIANCE_FLOOR, q / m - (mean[d] as number) ** 2),
        );
        return { weight: m / rows.length, mean, variance };
      }),
    );
  }
  return gmm;
}

function fromMoments(
  dims: number,
  parts: { weight: number; mean: Float64Array; variance: Float64Array }[],
): Gmm {
  return {
    dims,
    logWeights: Float64Array.from(parts, (p) => Math.log(Math.max(p.weight, 1e-10))),
    means: parts.map((p) => p.mean),
    precisions: parts.map((p) => p.variance.map((v) => 1 / v)),
    constants: Float64Array.from(parts, (p) => {
      let logDet = 0;
      for (let d = 0; d < dims; d++) logDet += Math.log(p.variance[d] as number);
      return Math.log(Math.max(p.weight, 1e-10)) - 0.5 * (dims * Math.log(2 * Math.PI) + logDet);
    }),
  };
}

function componentLogLikelihoods(gmm: Gmm, x: Float32Array, out: Float64Array): void {
  for (let c = 0; c < gmm.means.length; c++) {
    const mean = gmm.means[c] as Float64Array;
    const precision = gmm.precisions[c] as Float64Array;
    let sum = 0;
    for (let d = 0; d < gmm.dims; d++)
      sum += ((x[d] as number) - (mean[d] as number)) ** 2 * (precision[d] as number);
    out[c] = (gmm.constants[c] as number) - 0.5 * sum;
  }
}

function logSumExp(values: Float64Array, length = values.length): number {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < length; i++) max = Math.max(max, values[i] as number);
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Math.exp((values[i] as number) - max);
  return max + Math.log(sum);
}

const scratch = new Float64Array(64);

/** Log-likelihood of one frame under the mixture. */
export function frameLogLikelihood(gmm: Gmm, x: Float32Array): number {
  componentLogLikelihoods(gmm, x, scratch);
  return logSumExp(scratch, gmm.means.length);
}
