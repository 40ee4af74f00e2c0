/**
 * The most likely speaker of every frame given each speaker's per-frame log-likelihood, where changing
 * speaker costs `penalty` (in the same log units) inside a region of continuous speech and nothing across
 * a pause: turns do not flicker, and a change needs enough evidence to be taken.
 */
export function viterbi(scores: Float64Array[], regions: Int32Array, penalty: number): Int32Array {
  const k = scores.length;
  const n = regions.length;
  const labels = new Int32Array(n);
  if (k === 0 || n === 0) return labels;
  const back = new Int8Array(n * k);
  let previous = Float64Array.from(scores, (s) => s[0] as number);
  let current = new Float64Array(k);
  for (let i = 1; i < n; i++) {
    const cost = regions[i] === regions[i - 1] ? penalty : 0;
    let best = 0;
    for (let s = 1; s < k; s++) if ((previous[s] as number) > (previous[best] as number)) best = s;
    for (let s = 0; s < k; s++) {
      const stay = previous[s] as number;
      const move = (previous[best] as number) - cost;
      const from = stay >= move ? s : best;
      back[i * k + s] = from;
      current[s] = Math.max(stay, move) + ((scores[s] as Float64Array)[i] as number);
    }
    [previous, current] = [current, previous];
  }
  let state = 0;
  for (let s = 1; s < k; s++) if ((previous[s] as number) > (previous[state] as number)) state = s;
  for (let i = n - 1; i >= 0; i--) {
    labels[i] = state;
    state = back[i * k + state] as number;
  }
  return labels;
}
