import { describe, expect, it } from 'vitest';
import { bestSpeakerMapping } from './speaker-mapping.js';

const table = (rows: Record<string, Record<string, number>>) =>
  new Map(Object.entries(rows).map(([h, row]) => [h, new Map(Object.entries(row))]));

const total = (agreement: Map<string, Map<string, number>>, mapping: Map<string, string>) =>
  [...mapping].reduce((sum, [h, r]) => sum + (agreement.get(h)?.get(r) ?? 0), 0);

/** Every partial one-to-one mapping, for checking on small tables. */
function bruteForceBest(agreement: Map<string, Map<string, number>>): number {
  const hyps = [...agreement.keys()];
  const refs = [...new Set([...agreement.values()].flatMap((row) => [...row.keys()]))];
  const search = (i: number, used: Set<string>): number => {
    const h = hyps[i];
    if (h === undefined) return 0;
    let best = search(i + 1, used);
    for (const r of refs) {
      if (used.has(r)) continue;
      used.add(r);
      best = Math.max(best, (agreement.get(h)?.get(r) ?? 0) + search(i + 1, used));
      used.delete(r);
    }
    return best;
  };
  return search(0, new Set());
}

describe('bestSpeakerMapping', () => {
  it('pairs each hypothesis speaker with the reference speaker it agrees with most, one to one', () => {
    const agreement = table({ a: { ann: 9, bob: 8 }, b: { ann: 7, bob: 1 } });
    // Greedy would give a->ann (9) and b->bob (1); the best total is a->bob, b->ann (15).
    expect(bestSpeakerMapping(agreement)).toEqual(
      new Map([
        ['a', 'bob'],
        ['b', 'ann'],
      ]),
    );
  });

  it('leaves extra speakers on either side unmapped', () => {
    const agreement = table({ a: { ann: 5 }, b: { ann: 3 }, c: { bob: 0 } });
    expect(bestSpeakerMapping(agreement)).toEqual(new Map([['a', 'ann']]));
    expect(bestSpeakerMapping(new Map())).toEqual(new Map());
  });

  it('finds the best total on random tables', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let run = 0; run < 200; run++) {
      const hyps = 1 + Math.floor(random() * 6);
      const refs = 1 + Math.floor(random() * 5);
      const rows: Record<string, Record<string, number>> = {};
      for (let h = 0; h < hyps; h++) {
        const row: Record<string, number> = {};
        for (let r = 0; r < refs; r++) if (random() < 0.8) row[`r${r}`] = Math.floor(random() * 20);
        rows[`h${h}`] = row;
      }
      const agreement = table(rows);
      expect(total(agreement, bestSpeakerMapping(agreement))).toBe(bruteForceBest(agreement));
    }
  });
});
