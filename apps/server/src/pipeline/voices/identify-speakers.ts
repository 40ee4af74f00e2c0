import type { EmbeddingModel } from '../diarisation/speaker-embeddings.js';
import type { SpeakerTurn } from '../diarisation/turns.js';
import { catalogueModel } from '../models/model-catalogue.js';
import { similarity, type VoicePrint, voicePrints } from './voice-print.js';

/** A saved voice: a person's name and the prints of their speech. */
export interface VoiceProfilePrints {
  name: string;
  prints: VoicePrint[];
}

/** A speaker of a recording, with the prints of their speech in it. */
export interface SpeakerPrints {
  speaker: number;
  prints: VoicePrint[];
  seconds: number;
}

export interface IdentifiedSpeaker {
  speaker: number;
  name: string;
  similarity: number;
  method: string;
}

/**
 * Below this the built-in MFCC statistics of two stretches of speech are not called the same person.
 * Measured (npm run bench:speakers, bench/results/voice-profiles.md) on the recordings of three people in
 * Debian's packages and the AMI meeting speakers: with at least 4 s of speech on both sides, prints of one
 * person scored 0.86 to 0.99, of two people at most 0.81.
 */
export const MFCC_MATCH = 0.85;
/** Less speech than this in a recording is not enough for a print to name its speaker (see above). */
export const MIN_SPEAKER_SECONDS = 4;

/**
 * The threshold of a method: measured for MFCC statistics; for a catalogue embedding model the one it
 * pins; none (never matched) for an embedding model of unknown scale.
 */
export function matchThreshold(method: string): number | undefined {
  return method === 'mfcc' ? MFCC_MATCH : catalogueModel(method)?.voiceThreshold;
}

/** The best comparable print pair of a speaker and a profile: an embedding model's before MFCC statistics. */
function compare(speaker: VoicePrint[], profile: VoicePrint[]) {
  const pairs = speaker
    .map((print) => ({ print, saved: profile.find((p) => p.method === print.method) }))
    .filter((pair) => pair.saved && matchThreshold(pair.print.method) !== undefined)
    .sort((a, b) => Number(a.print.method === 'mfcc') - Number(b.print.method === 'mfcc'));
  const best = pairs[0];
  if (!best?.saved) return undefined;
  const score = similarity(best.print, best.saved);
  return {
    method: best.print.method,
    similarity: score,
    threshold: matchThreshold(best.print.method) as number,
  };
}

/**
 * Names the speakers whose voice matches a profile above its method's threshold: the most alike pairs
 * first, each profile and each speaker used once, so two speakers never get one name and a voice below the
 * threshold keeps its "Speaker N".
 */
export function identifySpeakers(
  speakers: SpeakerPrints[],
  profiles: VoiceProfilePrints[],
): IdentifiedSpeaker[] {
  const candidates = speakers
    .filter((speaker) => speaker.seconds >= MIN_SPEAKER_SECONDS)
    .flatMap((speaker) =>
      profiles.map((profile) => ({ speaker, profile, score: compare(speaker.prints, profile.prints) })),
    )
    .filter(({ score }) => score && score.similarity >= score.threshold)
    .sort((a, b) => (b.score?.similarity ?? 0) - (a.score?.similarity ?? 0));
  const named: IdentifiedSpeaker[] = [];
  for (const { speaker, profile, score } of candidates) {
    if (!score || named.some((n) => n.speaker === speaker.speaker || n.name === profile.name)) continue;
    named.push({
      speaker: speaker.speaker,
      name: profile.name,
      similarity: score.similarity,
      method: score.method,
    });
  }
  return named;
}

/** The prints of each speaker of a recording, from their turns. */
export async function printSpeakers(
  pcmPath: string,
  turns: SpeakerTurn[],
  options: { embedding?: EmbeddingModel; signal: AbortSignal },
): Promise<SpeakerPrints[]> {
  const speakers = [...new Set(turns.map((turn) => turn.speaker))];
  return Promise.all(
    speakers.map(async (speaker) => {
      const spans = turns.filter((turn) => turn.speaker === speaker);
      return { speaker, ...(await voicePrints(pcmPath, spans, options)) };
    }),
  );
}
