import { contentStems } from './tokens.js';

/** A key note is a short line: longer sentences are cut to their weightiest part. */
export const NOTE_MAX_CHARS = 100;

const trimEnd = (text: string) => text.replace(/[\s.,;:–—-]+$/u, '');

/**
 * A sentence as a key note: whole when short; else the run of its clauses (split at , ; : and dashes) that
 * fits and weighs most; else (a long unpunctuated stretch) its beginning, marked "…".
 */
export function shortNote(sentence: string, weights: Map<string, number>, language: string): string {
  const text = trimEnd(sentence);
  if (text.length <= NOTE_MAX_CHARS) return text;
  const weigh = (part: string) =>
    contentStems(part, language).reduce((sum, s) => sum + (weights.get(s) ?? 0), 0);
  const clauses = text.split(/(?<=[,;:–—])\s+/u);
  const fromClauses = bestRun(clauses, weigh);
  if (fromClauses) return trimEnd(fromClauses);
  const head = text.slice(0, NOTE_MAX_CHARS);
  const cut = head.lastIndexOf(' ');
  return `${trimEnd(cut > 0 ? head.slice(0, cut) : head.slice(0, NOTE_MAX_CHARS - 1))}…`;
}

/**
 * The consecutive clauses, joined by spaces and shorter than NOTE_MAX_CHARS, that weigh most; at least
 * three words, so a note says something on its own.
 */
function bestRun(pieces: string[], weigh: (run: string) => number): string | undefined {
  let best: { run: string; weight: number } | undefined;
  for (let start = 0; start < pieces.length; start++) {
    let run = '';
    for (let end = start; end < pieces.length; end++) {
      const next = run === '' ? (pieces[end] ?? '') : `${run} ${pieces[end]}`;
      if (next.length > NOTE_MAX_CHARS - 1) break;
      run = next;
    }
    if (run.split(' ').length < 3) continue;
    const weight = weigh(run);
    if (!best || weight > best.weight) best = { run, weight };
  }
  return best?.run;
}
