import { z } from 'zod';
import type { TSpeakerBlock } from './transcript.js';

export const ZSpeakerStat = z.object({
  speaker: z.string(),
  /** The speaker's segments' durations summed, in seconds. */
  talk_seconds: z.number().nonnegative(),
  /** `talk_seconds` over all speakers' talk, 0..1 (the shares sum to 1). */
  talk_share: z.number().min(0).max(1),
  /** Runs of consecutive segments (in time order) by this speaker. */
  turns: z.number().int().nonnegative(),
  words: z.number().int().nonnegative(),
  /** Words over talk minutes; null without talk time. */
  words_per_minute: z.number().nonnegative().nullable(),
  /** The longest turn, from its first segment's start to its last one's end, in seconds. */
  longest_monologue_seconds: z.number().nonnegative(),
  /** Turns of this speaker that began while someone else was still speaking. */
  interruptions: z.number().int().nonnegative(),
});
export type TSpeakerStat = z.infer<typeof ZSpeakerStat>;

export const ZSpeakerStats = z.object({
  /** The recording's length (or the last segment's end, when later), in seconds. */
  duration_seconds: z.number().nonnegative(),
  /** Seconds in which someone speaks: overlapping speech counted once. */
  speech_seconds: z.number().nonnegative(),
  /** Seconds in which two or more speak at once: the speakers' talk sums to speech plus overlap. */
  overlap_seconds: z.number().nonnegative(),
  /** Share of the recording in which nobody speaks, 0..1; null for a recording without length. */
  silence_share: z.number().min(0).max(1).nullable(),
  /** In order of talk time, most first. */
  speakers: z.array(ZSpeakerStat),
});
export type TSpeakerStats = z.infer<typeof ZSpeakerStats>;

export const ZSpeakerStatsResponse = z.object({ success: z.literal(true), data: ZSpeakerStats });

interface Timed {
  speaker: string;
  start: number;
  end: number;
  words: number;
}

/** Seconds covered by at least one of `segments` (in time order). */
function covered(segments: Timed[]): number {
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const { start, end } of segments) {
    const from = Math.max(start, reached);
    if (end > from) total += end - from;
    reached = Math.max(reached, end);
  }
  return total;
}

/**
 * Who spoke how much in a transcript: each speaker's talk time and share, turns, words a minute, longest
 * monologue and interruptions, and the recording's speech, overlap and silence. What
 * `GET /api/v1/audio/transcript/{id}/speakers/stats` answers and the viewer's Speakers panel shows.
 */
export function speakerStatsOf(blocks: TSpeakerBlock[], recordingSeconds = 0): TSpeakerStats {
  const segments: Timed[] = blocks
    .flatMap((block) =>
      block.audio_transcript_data_segment.map((s) => ({
        speaker: block.audio_transcript_data_speaker,
        start: s.audio_transcript_data_segment_start_time,
        end: Math.max(s.audio_transcript_data_segment_start_time, s.audio_transcript_data_segment_end_time),
        words: s.audio_transcript_data_segment_transcript.split(/\s+/).filter(Boolean).length,
      })),
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const stats = new Map<string, TSpeakerStat>();
  const statOf = (speaker: string) => {
    let stat = stats.get(speaker);
    if (!stat) {
      stat = {
        speaker,
        talk_seconds: 0,
        talk_share: 0,
        turns: 0,
        words: 0,
        words_per_minute: null,
        longest_monologue_seconds: 0,
        interruptions: 0,
      };
      stats.set(speaker, stat);
    }
    return stat;
  };
  /** Where each speaker's latest segment so far ends, to tell whether a new turn cuts into it. */
  const speakingUntil = new Map<string, number>();
  let turn: { speaker: string; start: number } | undefined;
  for (const segment of segments) {
    const stat = statOf(segment.speaker);
    stat.talk_seconds += segment.end - segment.start;
    stat.words += segment.words;
    if (turn?.speaker !== segment.speaker) {
      stat.turns += 1;
      const others = [...speakingUntil].filter(([speaker]) => speaker !== segment.speaker);
      if (turn && others.some(([, until]) => until > segment.start)) stat.interruptions += 1;
      turn = { speaker: segment.speaker, start: segment.start };
    }
    stat.longest_monologue_seconds = Math.max(stat.longest_monologue_seconds, segment.end - turn.start);
    speakingUntil.set(segment.speaker, Math.max(speakingUntil.get(segment.speaker) ?? 0, segment.end));
  }
  const talk = [...stats.values()].reduce((sum, stat) => sum + stat.talk_seconds, 0);
  for (const stat of stats.values()) {
    stat.talk_share = talk > 0 ? stat.talk_seconds / talk : 0;
    stat.words_per_minute = stat.talk_seconds > 0 ? stat.words / (stat.talk_seconds / 60) : null;
  }
  const speech = covered(segments);
  const duration = Math.max(
    recordingSeconds,
    segments.reduce((latest, s) => Math.max(latest, s.end), 0),
  );
  return {
    duration_seconds: duration,
    speech_seconds: speech,
    overlap_seconds: Math.max(0, talk - speech),
    silence_share: duration > 0 ? Math.min(1, Math.max(0, (duration - speech) / duration)) : null,
    speakers: [...stats.values()].sort((a, b) => b.talk_seconds - a.talk_seconds),
  };
}
