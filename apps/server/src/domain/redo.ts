/**
 * What a redo does, kept on the transcript (`redo`) while it is queued or transcribing: transcribe a range
 * again with a model and language, or tell the speakers apart again with a count, keeping every text.
 */
export type Redo =
  | { kind: 'range'; start: number; end: number; model_id: number; language_id: number }
  | { kind: 'speakers'; num_speakers: number };

export const parseRedo = (json: string | null): Redo | undefined =>
  json === null ? undefined : (JSON.parse(json) as Redo);
