/** The summary as shown: without surrounding white space ('' when there is none). */
export function normaliseSummary(summary: string): string {
  return summary.trim();
}

/** Key notes as shown: trimmed, empties dropped, repeats (ignoring case) dropped, first spelling kept. */
export function normaliseKeyNotes(notes: readonly string[]): string[] {
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const note of notes) {
    const text = note.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    shown.push(text);
  }
  return shown;
}
