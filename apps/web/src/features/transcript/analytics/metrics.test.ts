import { describe, expect, it } from 'vitest';
import { seg, turn } from '@/test/speaker-blocks';
import { computeAnalytics, twoPartyAgent } from './metrics';

const CALL = [
  turn('Speaker 1', seg(0, 10, 'Hello, thanks for calling.', ['positive', 0.6])),
  turn('Speaker 2', seg(10.1, 30, 'My order is late again and nobody answers', ['negative', 0.8])),
  turn('Speaker 1', seg(30.5, 50, 'I am sorry to hear that, let me check.', ['neutral', 0.5])),
  turn('Speaker 2', seg(49.8, 60, 'Okay fine.', ['positive', 0.4]), seg(60, 90, 'Thanks.', null)),
];

describe('computeAnalytics', () => {
  it('reads a two-speaker call whose agent was picked into every figure the tab shows', () => {
    const result = computeAnalytics(CALL, 'en', 'Speaker 1');
    expect(result.speakers).toEqual(['Speaker 1', 'Speaker 2']);
    expect(result.agent).toBe('Speaker 1');
    expect(result.durationSeconds).toBe(90);
    expect(result.speechSeconds).toBeCloseTo(89.4, 10); // the gaps 10..10.1 and 30..30.5 are silence
    expect(result.meanSentiment).toBeCloseTo(0.05, 10); // (0.6 - 0.8 + 0 + 0.4) / 4
    expect(result.meanPositivePercent).toBeCloseTo(52.5, 10);
    expect(result.sentimentTimeline).toEqual([
      { time: 0, sentiment: 0.6, speaker: 'Speaker 1', spike: false },
      { time: 10.1, sentiment: -0.8, speaker: 'Speaker 2', spike: false },
      { time: 30.5, sentiment: 0, speaker: 'Speaker 1', spike: true },
      { time: 49.8, sentiment: 0.4, speaker: 'Speaker 2', spike: true },
    ]);
    expect(result.stageSentimentHeatmap.map((c) => c.avgSentiment)).toEqual([0.6, 0, null, -0.8, 0.4, null]);
    expect(result.agentScorecard).toEqual({
      recoveryRate: 1, // the customer's negative is followed by a positive
      interruptionRate: 2 / 3, // 0.1 s gap and an overlap, not the 0.5 s gap
      empathyCoverage: 1 / 2, // "sorry" in the second of the agent's two turns
    });
    // Who spoke how much: the API's figures (most talk first).
    expect(result.conversation.speakers).toMatchObject([
      {
        speaker: 'Speaker 2',
        talk_seconds: expect.closeTo(60.1, 10), // 19.9 + 10.2 + 30
        words: 11,
        words_per_minute: expect.closeTo((11 / 60.1) * 60, 10),
      },
      { speaker: 'Speaker 1', talk_seconds: 29.5, words: 13, words_per_minute: (13 / 29.5) * 60 },
    ]);
  });

  it('rates the empathy of whichever speaker was picked as the agent', () => {
    expect(computeAnalytics(CALL, 'en', 'Speaker 2').agentScorecard?.empathyCoverage).toBe(0);
  });

  it('has no agent scorecard until an agent is picked', () => {
    const result = computeAnalytics(CALL, 'en', null);
    expect(result.agent).toBeNull();
    expect(result.agentScorecard).toBeNull();
  });

  it('orders speakers by their first segment in time, not by block order', () => {
    const result = computeAnalytics([turn('Late', seg(5, 6)), turn('Early', seg(0, 1))], 'en', null);
    expect(result.speakers).toEqual(['Early', 'Late']);
  });

  it('gives nulls, not NaN, for an empty transcript', () => {
    const result = computeAnalytics([turn('Speaker 1')], 'en', 'Speaker 1');
    expect(result).toEqual({
      speakers: [],
      agent: null,
      durationSeconds: 0,
      speechSeconds: 0,
      meanSentiment: null,
      meanPositivePercent: null,
      sentimentTimeline: [],
      stageSentimentHeatmap: [],
      agentScorecard: null,
      conversation: {
        duration_seconds: 0,
        speech_seconds: 0,
        overlap_seconds: 0,
        silence_share: null,
        speakers: [],
      },
      leftOutSeconds: 0,
    });
  });

  it('handles a single speaker without sentiment, and gives them no scorecard even if once picked', () => {
    const result = computeAnalytics([turn('Solo', seg(0, 60, 'just me talking'))], 'de', 'Solo');
    expect(result.speakers).toEqual(['Solo']);
    expect(result.meanPositivePercent).toBeNull();
    expect(result.agentScorecard).toBeNull();
    expect(result.conversation.speakers).toMatchObject([
      { speaker: 'Solo', talk_seconds: 60, words: 3, words_per_minute: 3, turns: 1, talk_share: 1 },
    ]);
  });
});

describe('twoPartyAgent', () => {
  it('is the choice only when there are exactly two speakers and it is one of them', () => {
    expect(twoPartyAgent(['Ana', 'Ben'], 'Ben')).toBe('Ben');
    expect(twoPartyAgent(['Ana', 'Ben'], null)).toBeNull();
    expect(twoPartyAgent(['Ana', 'Ben'], 'Speaker 2')).toBeNull(); // renamed since
    expect(twoPartyAgent(['Ana', 'Ben', 'Cleo'], 'Ana')).toBeNull();
    expect(twoPartyAgent(['Ana'], 'Ana')).toBeNull();
  });
});
