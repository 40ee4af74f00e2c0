import { describe, expect, it } from 'vitest';
import { cluster } from './clustering.js';

/** Points scattered around `centres` (a fixed pseudo-random spread), `perCentre` each, interleaved. */
function blobs(centres: number[][], perCentre: number, spread: number) {
  let seed = 7;
  const noise = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed / 2147483647 - 0.5) * 2 * spread;
  };
  const features: number[][] = [];
  const truth: number[] = [];
  for (let i = 0; i < perCentre; i++) {
    centres.forEach((centre, c) => {
      features.push(centre.map((x) => x + noise()));
      truth.push(c);
    });
  }
  return { features, truth, weights: features.map(() => 1) };
}

/** Same partition, whatever the cluster numbers. */
function samePartition(a: number[], b: number[]) {
  const pairs = new Map<number, number>();
  return (
    a.length === b.length && a.every((x, i) => (pairs.get(x) ?? pairs.set(x, b[i] as number).get(x)) === b[i])
  );
}

const FOUR = [
  [0, 0, 0, 0],
  [5, 0, 0, 5],
  [0, 5, 5, 0],
  [5, 5, -5, -5],
];

describe('cluster', () => {
  it('finds well separated groups when told how many', () => {
    const { features, truth, weights } = blobs(FOUR, 10, 1);
    expect(samePartition(cluster(features, weights, { clusters: 4 }), truth)).toBe(true);
  });

  it('estimates the number of groups when the count is 0', () => {
    for (const k of [2, 3, 4]) {
      const { features, truth, weights } = blobs(FOUR.slice(0, k), 8, 1);
      const labels = cluster(features, weights, { clusters: 0 });
      expect(new Set(labels).size).toBe(k);
      expect(samePartition(labels, truth)).toBe(true);
    }
  });

  it('keeps one group when there is no structure', () => {
    const { features, weights } = blobs([[0, 0, 0, 0]], 30, 1);
    expect(new Set(cluster(features, weights, { clusters: 0 })).size).toBe(1);
  });

  it('numbers clusters by first appearance and is deterministic', () => {
    const { features, weights } = blobs(FOUR, 5, 1);
    const labels = cluster(features, weights, { clusters: 4 });
    expect(labels.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(cluster(features, weights, { clusters: 4 })).toEqual(labels);
  });

  it('never makes more clusters than items, and handles none', () => {
    expect(cluster([[1], [2]], [1, 1], { clusters: 5 })).toEqual([0, 1]);
    expect(cluster([], [], { clusters: 0 })).toEqual([]);
    expect(cluster([[1, 2]], [1], { clusters: 0 })).toEqual([0]);
  });

  it('lets long items weigh more than short ones', () => {
    // A short outlier between two heavy groups joins one of them rather than forming its own.
    const features = [[0], [0.1], [10], [10.1], [5]];
    const labels = cluster(features, [10, 10, 10, 10, 0.1], { clusters: 2 });
    expect(new Set(labels).size).toBe(2);
    expect(labels[0]).toBe(labels[1]);
    expect(labels[2]).toBe(labels[3]);
  });
});
