// The speech pipeline as other packages may use it (`@transcribe/server/pipeline`: the benchmarks); the
// server's own code imports the files themselves.
export {
  type AdaptationUtterance,
  adaptationTools,
  adaptSpeaker,
  mapAdaptMeans,
  recogniseUtterances,
  type SpeakerAdaptation,
  type VoiceModelAdaptation,
  wordErrorRate,
} from './adaptation/index.js';
export { decodeToPcm, ENHANCE_FILTER } from './decode.js';
export { diarise, speakersOfWords } from './diarisation/diarise.js';
export { type Embed, SPEAKER_EMBEDDING_FILE, speakerEmbedder } from './diarisation/speaker-embeddings.js';
export type { RecognisedWord } from './engines/engine.js';
export {
  POCKETSPHINX_MODEL,
  PocketsphinxEngine,
  pocketsphinxArgs,
  SEARCH_SETTINGS,
} from './engines/pocketsphinx.js';
export { parsePocketsphinxOutput } from './engines/pocketsphinx-output.js';
export { transcribeAudio } from './transcribe-audio.js';
export { detectSpeech, type SpeechRegion, VAD_OPTIONS, type VadOptions } from './vad.js';
export {
  type IdentifiedSpeaker,
  identifySpeakers,
  MIN_SPEAKER_SECONDS,
  matchThreshold,
} from './voices/identify-speakers.js';
export { similarity, type VoicePrint, voicePrints } from './voices/voice-print.js';
export { wavHeader } from './wav.js';
