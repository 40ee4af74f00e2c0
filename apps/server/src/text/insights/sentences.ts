import { endsWithAbbreviation } from './abbreviations.js';
import { segmenter } from './tokens.js';

const GERMAN_MONTHS =
  /^(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|jahrhundert)/i;

/**
 * Whether the break ICU put after `piece` is wrong: the piece ends in an abbreviation or initial, or (in
 * German) an ordinal number such as "3. Oktober". `next` is the text after the break.
 */
function falseBreak(piece: string, next: string, language: string): boolean {
  const last = piece.trimEnd().split(/\s+/).at(-1) ?? '';
  if (endsWithAbbreviation(last, language)) return true;
  if (language === 'de' && /^\d{1,2}\.$/.test(last)) return GERMAN_MONTHS.test(next) || /^\p{Ll}/u.test(next);
  // ICU breaks after "!" or "?" inside quotes, before the closing quote or a sentence that goes on in
  // lower case ("Dijo ¿qué tal? y se fue.").
  if (/^[»”’"')\]]/.test(next)) return true;
  return /^\p{Ll}/u.test(next) && !/[.…]["»”’)]*$/.test(piece.trimEnd());
}

/**
 * The sentences of a text, by Unicode sentence boundaries (Intl.Segmenter) with breaks after
 * abbreviations, initials and German ordinals undone. Whitespace inside a sentence is collapsed.
 */
export function splitSentences(text: string, language: string): string[] {
  const pieces = Array.from(segmenter(language, 'sentence').segment(text), (s) => s.segment);
  const sentences: string[] = [];
  let current = '';
  pieces.forEach((piece, i) => {
    current += piece;
    const next = pieces[i + 1];
    if (next !== undefined && falseBreak(current, next, language)) return;
    const sentence = current.replace(/\s+/g, ' ').trim();
    if (/[\p{L}\p{N}]/u.test(sentence)) sentences.push(sentence);
    current = '';
  });
  return sentences;
}
