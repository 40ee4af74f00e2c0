import { speakerStatsOf, type TSpeakerBlock, type TSpeakerStats } from '@transcribe/contract';
import { callSegments, speakersInOrder } from './call-segments';
import { callDuration, empathyCoverage, interruptionRate, speechSeconds } from './conversation-metrics';
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

export type { StageCell, TimelinePoint } from './sentiment-metrics';
export { STAGES } from './sentiment-metrics';

/** Each rate is a share 0..1, or null when there is nothing to measure it on (shown as "—"). */
export interface AgentScorecard {
  recoveryRate: number | null;
  interruptionRate: number | null;
  empathyCoverage: number | null;
}

export interface CallAnalytics {
  /** The transcript's speaker names, by first appearance. */
  speakers: string[];
  /** The speaker the person picked as the agent of a two-party call; null otherwise. */
  agent: string | null;
  /** The end of the last segment, in seconds: the recording's length as far as the transcript goes. */
  durationSeconds: number;
  /** Seconds in which someone speaks (overlaps once), out of durationSeconds. */
  speechSeconds: number;
  /** -1..1 over analysed segments; null when none was analysed. */
  meanSentiment: number | null;
  /** meanSentiment as a percentage positive (0..100); null when none was analysed. */
  meanPositivePercent: number | null;
  sentimentTimeline: TimelinePoint[];
  /** Three cells (opening, middle, closing) per speaker, speakers in order. */
  stageSentimentHeatmap: StageCell[];
  /** Only for a call of exactly two speakers whose agent the person picked; null otherwise. */
  agentScorecard: AgentScorecard | null;
  /** Who spoke how much (the API's figures, on all speech): most talk first. */
  conversation: TSpeakerStats;
  /** Seconds of speech the engine was too unsure of, left out of every figure but the duration card's. */
  leftOutSeconds: number;
}

/**
 * The chosen agent when the conversation has exactly two speakers and the choice is one of them (a stored
 * name of a speaker since renamed, or of a transcript that now has more or fewer speakers, counts as none).
 */
export function twoPartyAgent(speakers: string[], chosen: string | null): string | null {
  return speakers.length === 2 && chosen !== null && speakers.includes(chosen) ? chosen : null;
}

/**
 * Everything the Analytics tab shows, from the saved transcript alone (no call to the server), on the speech
 * the engine heard; the duration card reads the whole recording. `chosenAgent` is the speaker the person
 * said is the agent, if any: only a two-party call with a valid choice gets an agent scorecard.
 */
export function computeAnalytics(
  all: TSpeakerBlock[],
  language: string,
  chosenAgent: string | null,
): CallAnalytics {
  const { blocks, leftOutSeconds } = sureSpeech(all);
  const segments = callSegments(blocks);
  const speakers = speakersInOrder(segments);
  const agent = twoPartyAgent(speakers, chosenAgent);
  const everything = callSegments(all);
  const durationSeconds = callDuration(everything);
  const mean = meanSentiment(segments);
  return {
    speakers,
    agent,
    durationSeconds,
    speechSeconds: speechSeconds(everything),
    meanSentiment: mean,
    meanPositivePercent: mean === null ? null : percentPositive(mean),
    sentimentTimeline: sentimentTimeline(segments, speakers),
    stageSentimentHeatmap: stageHeatmap(segments, speakers, durationSeconds),
    agentScorecard:
      agent === null
        ? null
        : {
            recoveryRate: recoveryRate(segments, speakers),
            interruptionRate: interruptionRate(segments),
            empathyCoverage: empathyCoverage(blocks, agent, language),
          },
    // Who spoke how much counts all speech, as the API does: talking is talking, heard well or not.
    conversation: speakerStatsOf(all, durationSeconds),
    leftOutSeconds,
  };
}
