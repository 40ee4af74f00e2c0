/**
 * Abbreviations after which a full stop does not end a sentence, per language (lower case, with their
 * dots). ICU's sentence segmenter breaks after "Dr. " or "z. " when a capital follows; these undo that.
 */
const ABBREVIATIONS: Record<string, string> = {
  en:
    'mr. mrs. ms. dr. prof. sr. jr. st. mt. vs. etc. e.g. i.e. cf. approx. no. fig. inc. ltd. co. corp. ' +
    'dept. gen. gov. sen. rep. rev. capt. col. lt. sgt. a.m. p.m. u.s. u.k. jan. feb. mar. apr. jun. ' +
    'jul. aug. sep. sept. oct. nov. dec.',
  es:
    'sr. sra. srta. sres. dr. dra. prof. lic. ing. arq. ud. uds. vd. vds. etc. p.ej. ej. núm. pág. págs. ' +
    'aprox. avda. av. dto. cía. s.a. ee.uu. d. dña.',
  fr:
    'm. mm. mme. mmes. mlle. mlles. dr. pr. me. mgr. st. ste. etc. cf. p.ex. ex. env. av. bd. boul. no. ' +
    'p. pp. vol. chap. j.-c. apr. sq.',
  de:
    'z.b. z. b. d.h. d. h. u.a. u. a. usw. bzw. ca. dr. prof. hr. fr. nr. str. etc. evtl. ggf. inkl. vgl. ' +
    'sog. s. o.ä. ä. u.ä. bspw. jh. jhd. mio. mrd. tel. abs. gem. zzgl. i.d.r. allg.',
};

const SETS = new Map(
  Object.entries(ABBREVIATIONS).map(([language, list]) => [language, new Set(list.split(' '))]),
);

/** Whether a sentence ending in `token` (its last word, with the dot) really ends there. */
export function endsWithAbbreviation(token: string, language: string): boolean {
  const word = token.toLocaleLowerCase(language);
  if (SETS.get(language)?.has(word)) return true;
  // Initials ("J. R. R. Tolkien") in any language.
  return /^\p{L}\.$/u.test(word) && token === token.toLocaleUpperCase(language);
}
