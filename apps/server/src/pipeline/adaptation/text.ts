import { ordinal, spokenDigits } from './spoken-numbers.js';

/**
 * A text's words as the engine's dictionary spells them: lower case, letters with inner apostrophes,
 * punctuation dropped, numbers as the words said for them (the dictionary has no digits). Used for the
 * adaptation transcripts and, the same way, for references and hypotheses when counting word errors.
 */
export function textWords(text: string): string[] {
  const prepared = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, '$1') // 1,000
    .replace(/(\d)\.(\d)/g, '$1 point $2')
    .replace(/%/g, ' percent ')
    .replace(/&/g, ' and ');
  return prepared.split(/[^\p{L}\p{N}']+/u).flatMap(tokenWords);
}

function tokenWords(token: string): string[] {
  const word = token.replace(/^'+|'+$/g, '');
  if (word === '') return [];
  const numbered = /^(\d+)(st|nd|rd|th|s)?$/.exec(word);
  if (numbered) {
    const [, digits = '', suffix] = numbered;
    const words = spokenDigits(digits);
    if (suffix === 's') return plural(words); // 1990s
    return suffix ? ordinal(words) : words;
  }
  // Letters and digits run together (mp3, 4g): the digits on their own.
  return word
    .split(/(\d+)/)
    .filter((part) => part !== '')
    .flatMap((part) => (/^\d+$/.test(part) ? spokenDigits(part) : [part]));
}

function plural(words: string[]): string[] {
  const last = words.at(-1) ?? '';
  const changed = last.endsWith('y')
    ? `${last.slice(0, -1)}ies`
    : last.endsWith('x')
      ? `${last}es`
      : `${last}s`;
  return [...words.slice(0, -1), changed];
}
