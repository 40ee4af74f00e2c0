// How close a transcript is to a reference, and speech to measure it on: for tests and benches, never the
// server's own code.
export { type DiarisationErrors, diarisationErrorRate, type LabelledSpan } from './der.js';
export { bestSpeakerMapping } from './speaker-mapping.js';
export { parseRttm, type SpeakerWord, type WordSpeakerError, wordSpeakerError } from './speaker-scoring.js';
export {
  ALLISON_DIR,
  PROMPT_TEXTS,
  promptsAsPcm,
  promptsLasting,
  seededShuffle,
  type TelephonePrompt,
  telephonePrompts,
} from './telephone-prompts.js';
export { normaliseWords, type WordErrors, wordErrorRate } from './wer.js';
