import { francAll } from 'franc';

/** ISO 639-1 codes of the server's languages and Parakeet's, as franc names them (ISO 639-3). */
// biome-ignore format: a table reads better in rows
const ISO_639_3: Record<string, string> = {
  en: 'eng', es: 'spa', fr: 'fra', de: 'deu', it: 'ita', pt: 'por', nl: 'nld', pl: 'pol', sv: 'swe',
  da: 'dan', no: 'nob', fi: 'fin', cs: 'ces', ro: 'ron', hu: 'hun', el: 'ell', tr: 'tur', ru: 'rus',
  uk: 'ukr', ar: 'arb', he: 'heb', hi: 'hin', ja: 'jpn', ko: 'kor', zh: 'cmn', ca: 'cat', bg: 'bul',
  hr: 'hrv', et: 'est', lv: 'lvs', lt: 'lit', mt: 'mlt', sk: 'slk', sl: 'slv',
};

/**
 * franc scores the best language 1 and the others relative to it: a runner-up above this is too close to
 * call. Sentences of real speech leave the runner-up at 0.6-0.8; a word repeated (a test model's) at 0.997.
 */
const TOO_CLOSE = 0.95;

/**
 * The language of a recognised text among `candidates` (ISO 639-1), by franc's character trigrams: what a
 * multilingual model wrote in is the language it heard. Undefined when the text is too short, or too
 * alike two languages, to tell.
 */
export function identifyLanguage(text: string, candidates: string[]): string | undefined {
  const only = candidates.map((iso) => ISO_639_3[iso]).filter((code) => code !== undefined);
  const [best, second] = francAll(text, { only, minLength: 20 });
  if (!best || best[0] === 'und' || (second && second[1] > TOO_CLOSE)) return undefined;
  const found = best[0];
  return Object.entries(ISO_639_3).find(([iso, code]) => code === found && candidates.includes(iso))?.[0];
}
