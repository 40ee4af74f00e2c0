import { ZTranslationEvent } from '@transcribe/contract';
import { eventChannel } from './event-channel';

const translations = eventChannel(ZTranslationEvent);

/** Hears every `translation_progress` event of the signed-in user's stream until the returned function. */
export const onTranslationEvent = translations.on;

/** Called by the progress stream with one `translation_progress` event's data; anything else is ignored. */
export const emitTranslationEvent = translations.emit;
