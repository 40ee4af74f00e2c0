import { describe, expect, it } from 'vitest';
import { block, segment } from '../testing/viewer-fixture';
import { segmentChanges } from './segment-changes';
import { diffWords } from './word-diff';

describe('diffWords', () => {
  it('marks inserted and deleted words, keeping the common ones', () => {
    expect(diffWords('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the' },
      { kind: 'del', text: 'quick' },
      { kind: 'ins', text: 'slow' },
      { kind: 'same', text: 'brown fox' },
      { kind: 'ins', text: 'jumps' },
    ]);
  });

  it('ignores differences of spacing alone and handles empty sides', () => {
    expect(diffWords('a  b', 'a b\n')).toEqual([{ kind: 'same', text: 'a b' }]);
    expect(diffWords('', 'new words')).toEqual([{ kind: 'ins', text: 'new words' }]);
    expect(diffWords('gone', '')).toEqual([{ kind: 'del', text: 'gone' }]);
  });
});

describe('segmentChanges', () => {
  it('pairs segments by id: changed, added (a split part) and removed (merged away), in time order', () => {
    const machine = [
      block(1, 'A', [segment(1, 'hello world', 0), segment(2, 'second one', 5), segment(3, 'same', 9)]),
    ];
    const current = [
      block(1, 'A', [segment(1, 'hello there world', 0), segment(7, 'new part', 3), segment(3, 'same', 9)]),
    ];
    const changes = segmentChanges(machine, current);
    expect(changes.map((c) => [c.kind, c.segmentId])).toEqual([
      ['changed', 1],
      ['added', 7],
      ['removed', 2],
    ]);
    expect(changes[0]?.parts).toEqual([
      { kind: 'same', text: 'hello' },
      { kind: 'ins', text: 'there' },
      { kind: 'same', text: 'world' },
    ]);
    expect(changes[2]?.machine).toBe('second one');
  });
});
