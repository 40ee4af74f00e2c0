import { keyPhrases, stemWeights } from './key-phrases.js';
import { byRank, rankedSentences, substantial } from './ranked-sentences.js';
import { shortNote } from './short-note.js';
import { capitalise, sameTextKey } from './tokens.js';
import type { Sentence } from './transcript-sentences.js';

export const KEY_NOTES_MIN = 3;
export const KEY_NOTES_MAX = 10;
/** About one note for every six sentences, within 3..10. */
const SENTENCES_PER_NOTE = 6;

interface Note {
  text: string;
  index: number;
}

/**
 * Key notes: the highest-ranked sentences, each cut to its weightiest clause when long, topped up with key
 * phrases when the transcript is too short for three; no two alike ignoring case, in the order said.
 */
export function keyNotes(sentences: Sentence[], language: string): string[] {
  const ranked = rankedSentences(sentences, language);
  const weights = stemWeights(ranked);
  const target = Math.min(
    KEY_NOTES_MAX,
    Math.max(KEY_NOTES_MIN, Math.round(ranked.length / SENTENCES_PER_NOTE)),
  );
  const notes: Note[] = [];
  const keys: string[] = [];
  const add = (text: string, index: number) => {
    const key = sameTextKey(text);
    if (key === '' || keys.some((k) => k.includes(key) || key.includes(k))) return;
    keys.push(key);
    notes.push({ text: capitalise(text, language), index });
  };
  for (const sentence of substantial(ranked).sort(byRank)) {
    if (notes.length >= target) break;
    add(shortNote(sentence.text, weights, language), sentence.index);
  }
  if (notes.length < KEY_NOTES_MIN) {
    for (const phrase of keyPhrases(ranked, weights, language)) {
      if (notes.length >= KEY_NOTES_MIN) break;
      add(phrase.text, phrase.index);
    }
  }
  return notes.sort((a, b) => a.index - b.index).map((n) => n.text);
}
