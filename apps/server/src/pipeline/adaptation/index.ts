// Speaker adaptation (issue 28): an MLLR transform of the built-in engine's acoustic model for one voice,
// computed from verified speech with sphinxtrain, and recognition with it.
export { adaptSpeaker } from './adapt-speaker.js';
export { type AdaptedModel, mapAdaptModel } from './map-adapt.js';
export { recogniseUtterances } from './recognise-utterances.js';
export { adaptationTools } from './tools.js';
export type { AdaptationUtterance, SpeakerAdaptation } from './types.js';
export { wordErrorRate } from './word-error-rate.js';
