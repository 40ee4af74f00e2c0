import { type ChannelSplit, DISTINCT_CHANNELS_DB, splitChannels } from './channels.js';
import type { SpeakerTurn } from './diarisation/diarise.js';
import type { EmbeddingModel } from './diarisation/speaker-embeddings.js';
import type { RecognisedWord } from './engines/engine.js';
import { runProcess } from './run-process.js';
import { buildSegments, type Segment } from './segments.js';
import type { TranscribeAudioInput } from './transcribe-input.js';
import { detectSpeech } from './vad.js';
import { type IdentifiedSpeaker, identifySpeakers, printSpeakers } from './voices/identify-speakers.js';

/** Below this the two channels are copies of one signal (a mono recording stored as stereo). */
const COPIES_DB = 1;

/** The channels of the recording's first audio stream (0 when ffprobe cannot tell). */
async function audioChannels(input: TranscribeAudioInput): Promise<number> {
  const args = [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=channels',
    '-of',
    'csv=p=0',
  ];
  const result = await runProcess(input.ffprobePath, [...args, input.mediaPath], {
    signal: input.signal,
    collectStdout: true,
  });
  return result.code === 0 ? Number.parseInt(result.stdout.trim(), 10) || 0 : 0;
}

/** The most channels told apart one speaker each (a recording made of tracks holds at most this many). */
const MOST_CHANNELS = 8;

/**
 * Whether the speakers are told apart by channel, and then the channels split: asked for ('channel': every
 * channel, up to 8, unless two are copies of one signal) or found ('auto': two channels that sound different,
 * for 0 speakers or two). `measured` is how different two channels sounded, for what produced the transcript.
 */
export async function channelsToTranscribe(
  input: TranscribeAudioInput,
): Promise<{ split?: ChannelSplit; measured?: number }> {
  if (input.speakersBy === 'voice' || input.speakerSaid) return {};
  if (input.speakersBy === 'auto' && input.speakers !== 0 && input.speakers !== 2) return {};
  const channels = await audioChannels(input);
  // A film's surround sound is not people a channel: only two channels are split unasked.
  if (channels < 2 || (input.speakersBy === 'auto' && channels !== 2)) return {};
  const split = await splitChannels({
    ffmpegPath: input.ffmpegPath,
    inputPath: input.mediaPath,
    workDir: input.workDir,
    signal: input.signal,
    maxSeconds: input.maxSeconds,
    channels: Math.min(channels, MOST_CHANNELS),
    asRecorded: channels <= MOST_CHANNELS,
    ...(input.range && { range: input.range }),
    ...(input.enhance && { enhance: true }),
  });
  if (split.differenceDb === undefined) return { split };
  const least = input.speakersBy === 'channel' ? COPIES_DB : DISTINCT_CHANNELS_DB;
  return split.differenceDb >= least
    ? { split, measured: split.differenceDb }
    : { measured: split.differenceDb };
}

export interface ChannelRecognition {
  /** Every channel's segments in time order, speaker N the (N+1)th channel's (0 the left one's). */
  segments: Segment[];
  /** Every word heard, for telling the language. */
  words: RecognisedWord[];
  /** Which channels' voices are people the owner saved a voice of. */
  identified: IdentifiedSpeaker[];
}

/**
 * Each channel recognised on its own as one speaker, then merged in time order: where both speak at once,
 * both keep their words, each on a line of their own. `onProgress` gets the fraction of both channels done.
 */
export async function recogniseChannels(
  input: TranscribeAudioInput,
  split: ChannelSplit,
  embedding: EmbeddingModel | undefined,
  onProgress: (fraction: number) => void,
): Promise<ChannelRecognition> {
  const { signal, modelsDir } = input;
  const offset = input.range?.start ?? 0;
  const segments: Segment[] = [];
  const words: RecognisedWord[] = [];
  const prints = [];
  for (const [channel, pcmPath] of split.pcmPaths.entries()) {
    const speech = await detectSpeech({ pcmPath, modelsDir, signal });
    const heard = await input.engine.transcribe({
      pcmPath,
      durationSeconds: split.durationSeconds,
      speech,
      language: input.language,
      modelId: input.engineModelId,
      vocabulary: input.vocabulary,
      signal,
      onProgress: (fraction) => onProgress((channel + fraction) / split.pcmPaths.length),
    });
    const placed = heard.map((w) => ({ ...w, start: w.start + offset, end: w.end + offset }));
    words.push(...placed);
    segments.push(
      ...buildSegments(
        placed,
        {},
        placed.map(() => channel),
      ),
    );
    if (input.voiceProfiles?.length) {
      const turns: SpeakerTurn[] = speech.map((region) => ({ ...region, speaker: channel }));
      prints.push(...(await printSpeakers(pcmPath, turns, { embedding, signal })));
    }
  }
  segments.sort((a, b) => a.start - b.start || a.speaker - b.speaker);
  words.sort((a, b) => a.start - b.start);
  const identified = input.voiceProfiles?.length ? identifySpeakers(prints, input.voiceProfiles) : [];
  return { segments, words, identified };
}

/** The channels' speaker names: those asked for, else "Left" and "Right" (two) or "Channel 1", "Channel 2", …. */
export function channelNames(
  input: TranscribeAudioInput,
  split: ChannelSplit,
  identified: IdentifiedSpeaker[],
): Map<number, string> {
  const asked = input.channelNames ?? [];
  const count = split.pcmPaths.length;
  const fallback = (channel: number) =>
    count === 2 ? (channel === 0 ? 'Left' : 'Right') : `Channel ${channel + 1}`;
  const names = new Map(split.pcmPaths.map((_, channel) => [channel, asked[channel] ?? fallback(channel)]));
  // A channel whose voice is a saved one takes its name, as any speaker does.
  for (const found of identified) names.set(found.speaker, found.name);
  return names;
}
