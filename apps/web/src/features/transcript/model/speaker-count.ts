import { speakerStatsOf, type TSpeakerBlock } from '@transcribe/contract';

/** More speakers than one per this many seconds of speech is more than a recording plausibly holds. */
export const SECONDS_PER_SPEAKER = 20;
/** A speaker with less of the talk than this is more likely a piece of another voice. */
export const LEAST_SHARE = 0.03;

export interface ImplausibleSpeakers {
  found: number;
  speechSeconds: number;
  /** Speakers with under LEAST_SHARE of the talk. */
  slight: number;
  /** A count worth asking for instead: the speakers with a real share, at most one per 20 s of speech. */
  suggested: number;
}

/**
 * Whether an estimated speaker count looks wrong for the recording: more speakers than one per 20 s of
 * speech, or one with under 3% of the talk. Undefined when it looks plausible (or there is one speaker).
 */
export function implausibleSpeakers(blocks: TSpeakerBlock[]): ImplausibleSpeakers | undefined {
  const stats = speakerStatsOf(blocks);
  const found = stats.speakers.length;
  if (found < 2) return undefined;
  const most = Math.max(1, Math.floor(stats.speech_seconds / SECONDS_PER_SPEAKER));
  const slight = stats.speakers.filter((speaker) => speaker.talk_share < LEAST_SHARE).length;
  if (found <= most && slight === 0) return undefined;
  return {
    found,
    speechSeconds: stats.speech_seconds,
    slight,
    suggested: Math.max(1, Math.min(most, found - slight)),
  };
}
