import { join } from 'node:path';
import { mostlyUnsure } from '@transcribe/contract';
import { DETECT_LANGUAGE } from '../domain/languages.js';
import { adaptationOptions } from './adaptation/index.js';
import type { ChannelSplit } from './channels.js';
import { decodeToPcm } from './decode.js';
import { diarise, type SpeakerTurn, speakersOfWords } from './diarisation/diarise.js';
import { type EmbeddingModel, speakerModel } from './diarisation/speaker-embeddings.js';
import type { RecognisedWord } from './engines/engine.js';
import { identifyLanguage } from './language-id.js';
import { buildSegments } from './segments.js';
import { speakerCount, toSpeakerBlocks } from './speaker-blocks.js';
import { channelNames, channelsToTranscribe, recogniseChannels } from './transcribe-channels.js';
import type { TranscribeAudioInput } from './transcribe-input.js';
import { detectSpeech } from './vad.js';
import { recogniseAdaptedSpeakers, type VoiceTransform } from './voices/adapted-pass.js';
import { type IdentifiedSpeaker, identifySpeakers, printSpeakers } from './voices/identify-speakers.js';

export type { TranscribeAudioInput } from './transcribe-input.js';

/** Progress at the end of each stage, in percent. */
const STAGES = { decoded: 5, speechFound: 10, recognised: 85, speakers: 92, sentiment: 98 } as const;

/**
 * The transcription pipeline for one recording: decode -> voice activity -> recognition -> speakers ->
 * segments -> sentiment. Returns the speaker blocks, and for the log where the time went and which voice
 * prints told the speakers apart.
 */
export async function transcribeAudio(input: TranscribeAudioInput) {
  const { onProgress } = input;
  // Seconds each stage took: where the time of a slow transcription went.
  const took: string[] = [];
  let last = performance.now();
  const stage = (name: keyof typeof STAGES) => {
    const now = performance.now();
    took.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
    onProgress(STAGES[name]);
  };
  const channels = await channelsToTranscribe(input);
  const heard = channels.split ? await byChannel(input, channels.split, stage) : await byVoice(input, stage);
  const { segments, language } = heard;
  // Nothing is built on what the engine did not hear: a segment of mostly unsure words gets no sentiment.
  const sentiments = await Promise.all(
    segments.map((s) => (mostlyUnsure(s.words) ? null : input.sentiment(s.text, language))),
  );
  stage('sentiment');
  const blocks = toSpeakerBlocks(segments, sentiments, heard.names);
  return {
    blocks,
    numSpeakers: Math.max(1, speakerCount(blocks)),
    durationSeconds: heard.durationSeconds,
    language,
    stageTimes: took.join(', '),
    identified: heard.identified,
    /** The speakers recognised with their voice's adaptation: all along (said) or again (second pass). */
    adapted: heard.adapted,
    voicePrints: heard.voicePrints,
    speakersBy: channels.split ? ('channel' as const) : ('voice' as const),
    channelDifferenceDb: channels.measured,
  };
}

type Stage = (name: keyof typeof STAGES) => void;
const printsOf = (embedding: EmbeddingModel | undefined) =>
  embedding ? `the embedding model ${embedding.name}` : 'MFCC statistics (built in)';

/** Each channel of the recording one speaker, recognised on its own (see transcribe-channels.ts). */
async function byChannel(input: TranscribeAudioInput, split: ChannelSplit, stage: Stage) {
  stage('decoded');
  const embedding = input.voiceProfiles?.length ? await speakerModel(input.modelsDir) : undefined;
  const span = STAGES.recognised - STAGES.decoded;
  const heard = await recogniseChannels(input, split, embedding, (fraction) =>
    input.onProgress(STAGES.decoded + span * fraction),
  );
  stage('recognised');
  stage('speakers');
  return {
    segments: heard.segments,
    names: channelNames(input, split, heard.identified),
    language: spokenLanguage(input, heard.words),
    durationSeconds: split.durationSeconds,
    identified: heard.identified,
    adapted: [] as { name: string; pass: 'first' | 'second' }[],
    voicePrints: printsOf(embedding),
  };
}

/** The mixed sound: recognised whole, its speakers told apart by their voices. */
async function byVoice(input: TranscribeAudioInput, stage: Stage) {
  const { signal, modelsDir, onProgress } = input;
  const { pcmPath, durationSeconds } = await decodeToPcm({
    ffmpegPath: input.ffmpegPath,
    inputPath: input.mediaPath,
    pcmPath: join(input.workDir, 'audio.pcm'),
    signal,
    // A header that understated its length got past the upload's check; the decoding stops here anyway.
    maxSeconds: input.maxSeconds,
    range: input.range,
    enhance: input.enhance,
  });
  stage('decoded');
  const speech = await detectSpeech({ pcmPath, modelsDir, signal });
  stage('speechFound');
  const span = STAGES.recognised - STAGES.speechFound;
  const said = input.speakerSaid;
  const adaptedModel = said?.adaptation
    ? await adaptationOptions(said.adaptation, join(input.workDir, 'speaker-said'))
    : {};
  const words = await input.engine.transcribe({
    pcmPath,
    durationSeconds,
    speech,
    language: input.language,
    modelId: input.engineModelId,
    vocabulary: input.vocabulary,
    ...adaptedModel,
    signal,
    onProgress: (fraction) => onProgress(STAGES.speechFound + span * fraction),
  });
  stage('recognised');
  const language = spokenLanguage(input, words);
  const embedding = await speakerModel(modelsDir);
  const turns = await diarise({ pcmPath, speech, speakers: input.speakers, signal, embed: embedding?.embed });
  const speakers = speakersOfWords(words, turns);
  const identified = said ? [] : await identifyVoices(input, pcmPath, turns, embedding);
  // A range was decoded on its own: its times move back to their place in the recording.
  const offset = input.range?.start ?? 0;
  const placed = words.map((w) => ({ ...w, start: w.start + offset, end: w.end + offset }));
  const names = said
    ? new Map(turns.map((turn) => [turn.speaker, said.name]))
    : new Map(identified.map((found) => [found.speaker, found.name]));
  const secondPass = await recogniseAdaptedSpeakers({
    segments: buildSegments(placed, {}, speakers),
    names,
    transforms: said ? saidTransforms(said) : (input.voiceTransforms ?? []),
    pcmPath,
    offset,
    durationSeconds,
    modelsDir,
    workDir: input.workDir,
    signal,
  });
  stage('speakers');
  return {
    segments: secondPass.segments,
    names,
    language,
    durationSeconds,
    identified,
    adapted: said?.adaptation
      ? [{ name: said.name, pass: 'first' as const }]
      : secondPass.adapted.map((name) => ({ name, pass: 'second' as const })),
    voicePrints: printsOf(embedding),
  };
}

/**
 * The speaker said to be speaking is recognised again segment by segment with their adaptation too: on one
 * voice's new recording, with her MLLR transform, the second pass (each segment's own cepstral mean) made
 * 33.8% errors where the adapted first pass alone made 44.1% (apps/server/test/voices/voice-adaptation.test.ts).
 */
const saidTransforms = (said: NonNullable<TranscribeAudioInput['speakerSaid']>): VoiceTransform[] =>
  said.adaptation ? [{ name: said.name, ...said.adaptation }] : [];

/** Which speakers are people the owner saved a voice of (none without profiles). */
async function identifyVoices(
  input: TranscribeAudioInput,
  pcmPath: string,
  turns: SpeakerTurn[],
  embedding: EmbeddingModel | undefined,
): Promise<IdentifiedSpeaker[]> {
  if (!input.voiceProfiles?.length) return [];
  const speakers = await printSpeakers(pcmPath, turns, { embedding, signal: input.signal });
  return identifySpeakers(speakers, input.voiceProfiles);
}

/**
 * The language asked for, or for 'auto' the one the words are in (English, else the model's first
 * language, when there is too little text to tell).
 */
function spokenLanguage(input: TranscribeAudioInput, words: RecognisedWord[]): string {
  if (input.language !== DETECT_LANGUAGE.iso) return input.language;
  const candidates = (input.languages ?? []).filter((iso) => iso !== DETECT_LANGUAGE.iso);
  const found = identifyLanguage(words.map((w) => w.word).join(' '), candidates);
  return found ?? (candidates.includes('en') ? 'en' : (candidates[0] ?? 'en'));
}
