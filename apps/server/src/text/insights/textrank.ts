const DAMPING = 0.85;
const MAX_ITERATIONS = 100;
const TOLERANCE = 1e-7;

/** A sparse graph in compressed rows: the neighbours of node i are cols[rowStart[i] .. rowStart[i + 1]). */
interface Graph {
  rowStart: Int32Array;
  cols: Int32Array;
  weights: Float64Array;
}

/**
 * TextRank (Mihalcea & Tarau, 2004) over sentences: the similarity of two sentences is the number of
 * content words they share over the log of their lengths, and a sentence ranks high when sentences that
 * rank high resemble it (weighted PageRank). Input: each sentence's content-word stems. Output: scores.
 */
export function rankSentences(stems: string[][]): number[] {
  const n = stems.length;
  if (n === 0) return [];
  const { rowStart, cols, weights } = similarityGraph(stems.map((s) => new Set(s)));
  const outWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let total = 0;
    for (let k = rowStart[i] ?? 0; k < (rowStart[i + 1] ?? 0); k++) total += weights[k] ?? 0;
    outWeight[i] = total;
  }
  let scores = new Float64Array(n).fill(1 / n);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    // A sentence like no other passes its score on evenly, so the scores keep summing to one.
    let dangling = 0;
    for (let i = 0; i < n; i++) if (outWeight[i] === 0) dangling += scores[i] ?? 0;
    const next = new Float64Array(n).fill((1 - DAMPING) / n + (DAMPING * dangling) / n);
    for (let i = 0; i < n; i++) {
      const total = outWeight[i] ?? 0;
      if (total === 0) continue;
      const share = (DAMPING * (scores[i] ?? 0)) / total;
      for (let k = rowStart[i] ?? 0; k < (rowStart[i + 1] ?? 0); k++) {
        const j = cols[k] ?? 0;
        next[j] = (next[j] ?? 0) + share * (weights[k] ?? 0);
      }
    }
    let change = 0;
    for (let i = 0; i < n; i++) change += Math.abs((next[i] ?? 0) - (scores[i] ?? 0));
    scores = next;
    if (change < TOLERANCE) break;
  }
  return Array.from(scores);
}

/** The similarity graph, found through an index of words so that unrelated pairs cost nothing. */
function similarityGraph(sets: Set<string>[]): Graph {
  const n = sets.length;
  const postings = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const word of set) {
      const list = postings.get(word);
      if (list) list.push(i);
      else postings.set(word, [i]);
    }
  });
  const rowStart = new Int32Array(n + 1);
  const cols: number[] = [];
  const weights: number[] = [];
  const shared = new Int32Array(n);
  const touched: number[] = [];
  for (let i = 0; i < n; i++) {
    const set = sets[i] ?? new Set<string>();
    for (const word of set) {
      for (const j of postings.get(word) ?? []) {
        if (j === i) continue;
        if (shared[j] === 0) touched.push(j);
        shared[j] = (shared[j] ?? 0) + 1;
      }
    }
    for (const j of touched) {
      cols.push(j);
      weights.push((shared[j] ?? 0) / (Math.log(1 + set.size) + Math.log(1 + (sets[j]?.size ?? 0))));
      shared[j] = 0;
    }
    touched.length = 0;
    rowStart[i + 1] = cols.length;
  }
  return { rowStart, cols: Int32Array.from(cols), weights: Float64Array.from(weights) };
}
