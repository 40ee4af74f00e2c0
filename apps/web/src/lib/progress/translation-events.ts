import { type TTranslationEvent, ZTranslationEvent } from '@transcribe/contract';

type Listener = (event: TTranslationEvent) => void;

const listeners = new Set<Listener>();

/** Hears every `translation_progress` event of the signed-in user's stream until the returned function. */
export function onTranslationEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the progress stream with one `translation_progress` event's data; anything else is ignored. */
export function emitTranslationEvent(data: string): void {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  const parsed = ZTranslationEvent.safeParse(json);
  if (!parsed.success) return;
  for (const listener of listeners) listener(parsed.data);
}
