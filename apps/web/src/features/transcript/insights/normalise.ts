/** The field names a summary may come under, in the order they are tried. */
export const SUMMARY_FIELDS = ['audio_transcript_summary', 'summary'] as const;

/** The field names key notes may come under, in the order they are tried. */
export const KEY_NOTE_FIELDS = [
  'keynotes',
  'key_notes',
  'notes',
  'items',
  'bullets',
  'bullet_points',
  'audio_transcript_keynotes',
  'audio_transcript_key_notes',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first value `accept` takes: the body itself, else one of `fields` on it, else the same inside its
 * `data` wrapper (the server answers {success, data: {...}}).
 */
function pick<T>(
  body: unknown,
  fields: readonly string[],
  accept: (value: unknown) => T | undefined,
): T | undefined {
  const direct = accept(body);
  if (direct !== undefined || !isRecord(body)) return direct;
  for (const field of fields) {
    const value = accept(body[field]);
    if (value !== undefined) return value;
  }
  return 'data' in body ? pick(body.data, fields, accept) : undefined;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const asNotes = (value: unknown): readonly unknown[] | string | undefined =>
  typeof value === 'string' || Array.isArray(value) ? value : undefined;

/** Summary text from a plain string or from audio_transcript_summary / summary (also inside `data`). */
export function normaliseSummary(body: unknown): string {
  return (pick(body, SUMMARY_FIELDS, asText) ?? '').trim();
}

// A bullet (•) anywhere, or a line break, ends a note.
const SEPARATORS = /\r?\n|\r|•/;
// At a line's start: '*' or '-' (then a space), or a number with a dot ('1. '), marks a list item.
const LIST_MARK = /^\s*(?:[*-]|\d+[.)])(?:\s+|$)/;

function splitNotes(text: string): string[] {
  return text.split(SEPARATORS).flatMap((line) => line.replace(LIST_MARK, '').split(' - '));
}

/**
 * Key notes from an array or a string under any of the spec's names (also inside `data`): split on line
 * breaks, bullets and ' - ', trimmed, empties dropped, repeats (ignoring case) dropped, first spelling kept.
 */
export function normaliseKeyNotes(body: unknown): string[] {
  const raw = pick(body, KEY_NOTE_FIELDS, asNotes) ?? [];
  const texts =
    typeof raw === 'string' ? [raw] : raw.filter((item): item is string => typeof item === 'string');
  const seen = new Set<string>();
  const notes: string[] = [];
  for (const note of texts.flatMap(splitNotes)) {
    const text = note.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    notes.push(text);
  }
  return notes;
}
