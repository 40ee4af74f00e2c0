import type { TSpeakerBlock } from '@transcribe/contract';
import { callSegments, speakersInOrder } from './call-segments';
import {
  callDuration,
  durationScaleMinutes,
  empathyCoverage,
  interruptionRate,
  type SpeakerStats,
  speakerStats,
} from './conversation-metrics';
import {
  meanSentiment,
  percentPositive,
  recoveryRate,
  type StageCell,
  sentimentTimeline,
  stageHeatmap,
  type TimelinePoint,
} from './sentiment-metrics';
import { sureSpeech } from './unsure-speech';

export type { SpeakerStats } from './conversation-metrics';
export type { StageCell, TimelinePoint } from './sentiment-metrics';
export { STAGES } from './sentiment-metrics';

/** Each rate is a share 0..1, or null when there is nothing to measure it on (shown as "—"). */
export interface AgentScorecard {
  recoveryRate: number | null;
  interruptionRate: number | null;
  empathyCoverage: number | null;
}

export interface CallAnalytics {
  /** Speaker names by first appearance: [0] is the agent, [1] the customer. */
  speakers: string[];
  /** The end of the last segment, in seconds. */
  durationSeconds: number;
  /** The duration ring's scale: minutes, a multiple of 5, at least 5. */
  durationScaleMinutes: number;
  /** -1..1 over analysed segments; null when none was analysed. */
  meanSentiment: number | null;
  /** meanSentiment as a percentage positive (0..100); null when none was analysed. */
  meanPositivePercent: number | null;
  sentimentTimeline: TimelinePoint[];
  /** Three cells (opening, middle, closing) per speaker, speakers in order. */
  stageSentimentHeatmap: StageCell[];
  agentScorecard: AgentScorecard;
  /** One entry per speaker, in order. */
  speakerStats: SpeakerStats[];
  /** Seconds of speech the engine was too unsure of, left out of every figure but the duration. */
  leftOutSeconds: number;
}

/**
 * Everything the Analytics tab shows, from the saved transcript alone (no call to the server), on the speech
 * the engine heard; the call's duration is the whole call's.
 */
export function computeAnalytics(all: TSpeakerBlock[], language: string): CallAnalytics {
  const { blocks, leftOutSeconds } = sureSpeech(all);
  const segments = callSegments(blocks);
  const speakers = speakersInOrder(segments);
  const durationSeconds = callDuration(callSegments(all));
  const mean = meanSentiment(segments);
  return {
    speakers,
    durationSeconds,
    durationScaleMinutes: durationScaleMinutes(durationSeconds),
    meanSentiment: mean,
    meanPositivePercent: mean === null ? null : percentPositive(mean),
    sentimentTimeline: sentimentTimeline(segments, speakers),
    stageSentimentHeatmap: stageHeatmap(segments, speakers, durationSeconds),
    agentScorecard: {
      recoveryRate: recoveryRate(segments, speakers),
      interruptionRate: interruptionRate(segments),
      empathyCoverage: empathyCoverage(blocks, speakers[0], language),
    },
    speakerStats: speakerStats(segments, speakers),
    leftOutSeconds,
  };
}
