// Speaker adaptation (issue 28): an MLLR transform of the built-in engine's acoustic model for one voice,
// and its means MAP-adapted on top of it, computed from verified speech with sphinxtrain; recognition with them.
export { adaptSpeaker } from './adapt-speaker.js';
export { adaptationOptions, type VoiceModelAdaptation } from './adapted-model.js';
export { mapAdaptMeans } from './map-adapt.js';
export { recogniseUtterances } from './recognise-utterances.js';
export { adaptationTools } from './tools.js';
export type { AdaptationUtterance, SpeakerAdaptation } from './types.js';
export { withMargin } from './utterance-margin.js';
export { wordErrorRate } from './word-error-rate.js';
