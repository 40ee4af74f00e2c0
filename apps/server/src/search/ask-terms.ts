import { type IndexLanguage, termOf, tokensOf } from './search-terms.js';

/** Question words and other glue that say nothing about what is asked, in the four interface languages. */
const STOP_WORDS = new Set(
  [
    // English
    'a about all an and any are as at be been but by can could did do does for from had has have he her',
    'his how i if in into is it its me mention mentioned my no not of on or our said say says she should so',
    'talk talked tell than that the their them then there these they this those to told up was we were what',
    'when where which who whom whose why will with would you your discussed discuss anything something',
    // Spanish
    'al como cual cuales cuando de del donde dijo dijeron el ella ellos en es esta este fue hay la las le',
    'les lo los me mas o para pero por porque que quien se sobre son su sus un una y cómo cuál cuándo dónde',
    'qué quién habla hablan hablaron dice',
    // French
    'au aux avec ce cette comment d dans de des dit du elle en est et il ils l la le les leur ou où par',
    'pour pourquoi qu quand que quel quelle quels qui quoi sa se ses son sont sur un une à ont parle',
    // German
    'auf das dem den der des die ein eine einen er es für gesagt hat haben im in ist mit oder sagte sie',
    'sind über und von war warum was welche welcher wer wie wir wird werden wo wurde wurden zu',
  ]
    .join(' ')
    .split(' ')
    .map((word) => fold(word)),
);

function fold(word: string): string {
  return termOf(word, 'simple');
}

/** Most words of a question that are looked for; the rest are ignored. */
export const MAX_KEYWORDS = 8;

/** The words of a question worth looking for: not question words or glue, each once, in order. */
export function questionKeywords(question: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const { word } of tokensOf(question)) {
    const folded = fold(word);
    if (folded === '' || STOP_WORDS.has(folded) || seen.has(folded)) continue;
    if (folded.length < 2 && !/\d/.test(folded)) continue;
    seen.add(folded);
    keywords.push(word);
    if (keywords.length === MAX_KEYWORDS) break;
  }
  return keywords;
}

/** Which of the keywords a text holds (in its language's forms, or the same word folded). */
export function keywordsIn(text: string, language: IndexLanguage, keywords: string[]): string[] {
  const stems = new Set<string>();
  const folded = new Set<string>();
  for (const { word } of tokensOf(text)) {
    folded.add(fold(word));
    if (language !== 'simple') stems.add(termOf(word, language));
  }
  return keywords.filter(
    (keyword) => folded.has(fold(keyword)) || (language !== 'simple' && stems.has(termOf(keyword, language))),
  );
}

/**
 * Ranks texts by how many of the keywords each holds, rarer keywords weighing more (as search engines
 * weigh terms); texts holding none score 0. Returns one score per text.
 */
export function overlapScores(texts: string[], language: IndexLanguage, keywords: string[]): number[] {
  const found = texts.map((text) => keywordsIn(text, language, keywords));
  const documents = new Map<string, number>();
  for (const list of found)
    for (const keyword of list) documents.set(keyword, (documents.get(keyword) ?? 0) + 1);
  const weight = (keyword: string) => Math.log(1 + texts.length / (documents.get(keyword) ?? 1));
  return found.map((list) => list.reduce((sum, keyword) => sum + weight(keyword), 0));
}
