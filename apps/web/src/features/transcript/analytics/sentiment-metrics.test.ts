import { describe, expect, it } from 'vitest';
import { seg, turn } from '@/test/speaker-blocks';
import { callSegments, sentimentValue, speakersInOrder } from './call-segments';
import {
  meanSentiment,
  percentPositive,
  recoveryRate,
  sentimentTimeline,
  stageHeatmap,
} from './sentiment-metrics';

const analyse = (...blocks: ReturnType<typeof turn>[]) => {
  const segments = callSegments(blocks);
  return { segments, speakers: speakersInOrder(segments) };
};

describe('sentiment value of a segment', () => {
  it('is +score when positive, -score when negative, 0 when neutral, null when not analysed', () => {
    expect(sentimentValue(seg(0, 1, '', ['positive', 0.8]))).toBe(0.8);
    expect(sentimentValue(seg(0, 1, '', ['negative', 0.6]))).toBe(-0.6);
    expect(sentimentValue(seg(0, 1, '', ['neutral', 0.9]))).toBe(0);
    expect(sentimentValue(seg(0, 1, '', null))).toBeNull();
  });
});

describe('sentiment timeline', () => {
  it('has one point per analysed segment in time order, spikes (jumps of 0.5 or more) on the later point', () => {
    const { segments, speakers } = analyse(
      turn('A', seg(0, 4, '', ['positive', 0.2])),
      turn('B', seg(5, 9, '', ['neutral', 0.7])),
      turn('A', seg(10, 14, '', ['negative', 0.4]), seg(20, 24, '', ['negative', 0.1])),
      turn('B', seg(15, 19, '', ['positive', 0.45])),
      turn('A', seg(25, 29, 'not analysed', null), seg(30, 34, '', ['positive', 0.4])),
      turn('C', seg(40, 44, '', ['negative', 0.9])),
    );
    const points = sentimentTimeline(segments, speakers);
    expect(points.map(({ time, speaker, spike }) => [time, speaker, spike])).toEqual([
      [0, 'A', false],
      [5, 'B', false],
      [10, 'A', true], // 0.2 -> -0.4: a jump of 0.6
      [15, 'B', false], // 0 -> 0.45
      [20, 'A', false], // -0.4 -> -0.1
      [30, 'A', true], // -0.1 -> 0.4 (the unanalysed segment at 25 s is skipped): exactly 0.5
      [40, 'C', false], // a third speaker's first point
    ]);
    expect(points.map((p) => p.sentiment)).toEqual([0.2, 0, -0.4, 0.45, -0.1, 0.4, -0.9]);
  });

  it('is empty when nothing was analysed', () => {
    const { segments, speakers } = analyse(turn('A', seg(0, 4, 'hello')));
    expect(sentimentTimeline(segments, speakers)).toEqual([]);
  });
});

describe('mean sentiment gauge', () => {
  it('averages the analysed segments and maps -1..1 to a percentage positive', () => {
    const { segments } = analyse(
      turn('A', seg(0, 1, '', ['positive', 0.8]), seg(1, 2, '', ['negative', 0.2])),
      turn('B', seg(2, 3, '', ['neutral', 0.5]), seg(3, 4, '', null)),
    );
    expect(meanSentiment(segments)).toBeCloseTo(0.2, 10);
    expect(percentPositive(0.2)).toBeCloseTo(60, 10);
    expect(percentPositive(-1)).toBe(0);
    expect(percentPositive(0)).toBe(50);
    expect(percentPositive(1)).toBe(100);
  });

  it('is null without an analysed segment', () => {
    expect(meanSentiment(analyse(turn('A', seg(0, 1))).segments)).toBeNull();
    expect(meanSentiment([])).toBeNull();
  });
});

describe('stage heatmap', () => {
  it('averages each speaker by the third of the call holding the segment midpoint; empty cells are null', () => {
    const { segments, speakers } = analyse(
      turn('A', seg(0, 10, '', ['positive', 0.6])), // midpoint 5: opening
      turn('A', seg(20, 40, '', ['negative', 0.4]), seg(40, 50, '', ['positive', 0.2])), // 30 and 45: middle
      turn('B', seg(80, 90, '', ['positive', 1]), seg(60, 70, '', null)), // 85: closing; unanalysed skipped
    );
    const cells = stageHeatmap(segments, speakers, 90);
    expect(cells.map(({ speaker, stage, avgSentiment }) => [speaker, stage, avgSentiment])).toEqual([
      ['A', 'opening', 0.6],
      ['A', 'middle', expect.closeTo(-0.1, 10)],
      ['A', 'closing', null],
      ['B', 'opening', null],
      ['B', 'middle', null],
      ['B', 'closing', 1],
    ]);
  });

  it('puts everything in the opening of a call of zero length', () => {
    const { segments, speakers } = analyse(turn('A', seg(0, 0, '', ['negative', 0.5])));
    expect(stageHeatmap(segments, speakers, 0).map((c) => c.avgSentiment)).toEqual([-0.5, null, null]);
  });
});

describe('recovery rate', () => {
  it('counts negatives followed by a non-negative within the same speaker’s next two analysed segments', () => {
    const { segments, speakers } = analyse(
      turn(
        'A',
        seg(0, 1, '', ['negative', 0.5]), // next two: negative, negative -> not recovered
        seg(2, 3, '', ['negative', 0.5]), // next two: negative, positive -> recovered
        seg(4, 5, '', ['negative', 0.5]), // next: positive -> recovered
        seg(6, 7, '', ['positive', 0.5]),
      ),
      turn('B', seg(1, 2, '', ['negative', 0.9]), seg(3, 4, '', null), seg(5, 6, '', ['neutral', 0.1])),
    );
    expect(recoveryRate(segments, speakers)).toBe(3 / 4);
  });

  it('does not count another speaker’s segment, and a negative at the end stays unrecovered', () => {
    const { segments, speakers } = analyse(
      turn('A', seg(0, 1, '', ['negative', 0.5])),
      turn('B', seg(1, 2, '', ['positive', 0.9])),
    );
    expect(recoveryRate(segments, speakers)).toBe(0);
  });

  it('is null (shown as "—") when there is no negative segment', () => {
    const { segments, speakers } = analyse(turn('A', seg(0, 1, '', ['positive', 0.5]), seg(1, 2)));
    expect(recoveryRate(segments, speakers)).toBeNull();
  });
});
