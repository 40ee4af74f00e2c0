/** Phrases that show empathy in a support call, per transcript language; matched as whole words. */
const EMPATHY_PHRASES = {
  en: [
    'sorry',
    'I apologize',
    'I apologise',
    'my apologies',
    'I understand',
    'I can understand',
    'that must be',
    'I see how',
    'I can imagine',
    'I hear you',
    'that sounds frustrating',
    'thank you for your patience',
    'thanks for your patience',
    'I appreciate your',
  ],
  es: [
    'lo siento',
    'lo lamento',
    'lamento',
    'disculpe',
    'disculpa',
    'le pido disculpas',
    'perdón',
    'entiendo',
    'comprendo',
    'me imagino',
    'qué frustrante',
    'gracias por su paciencia',
    'gracias por tu paciencia',
    'tiene razón',
  ],
  fr: [
    'désolé',
    'désolée',
    'navré',
    'navrée',
    'excusez-moi',
    'je m’excuse',
    "je m'excuse",
    'toutes mes excuses',
    'je comprends',
    'je vous comprends',
    "j'imagine",
    "c'est frustrant",
    'merci de votre patience',
    'merci pour votre patience',
    'vous avez raison',
  ],
  de: [
    'tut mir leid',
    'entschuldigung',
    'entschuldigen Sie',
    'ich bedauere',
    'ich verstehe',
    'das verstehe ich',
    'ich kann verstehen',
    'nachvollziehen',
    'Verständnis',
    'das muss',
    'das ist ärgerlich',
    'danke für Ihre Geduld',
    'vielen Dank für Ihre Geduld',
    'Sie haben recht',
  ],
} as const satisfies Record<string, readonly string[]>;

type EmpathyLanguage = keyof typeof EMPATHY_PHRASES;

/**
 * Lower case without accents, every run of non-letters and non-digits one space, padded with a space each
 * side: so " desole " is found in " je suis desole " but " sorry " is not in " sorrys ".
 */
function normalizeForMatch(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${plain} `;
}

/** The phrase list of the transcript's language ('fr-CA' uses 'fr'); English for any other language. */
function empathyPhrases(language: string): readonly string[] {
  const prefix = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return prefix in EMPATHY_PHRASES ? EMPATHY_PHRASES[prefix as EmpathyLanguage] : EMPATHY_PHRASES.en;
}

/**
 * A test for whether a text holds one of the language's empathy phrases, ignoring case and accents; the
 * phrases are normalised once, not for every text tested.
 */
export function empathyMatcher(language: string): (text: string) => boolean {
  const phrases = empathyPhrases(language).map(normalizeForMatch);
  return (text) => {
    const haystack = normalizeForMatch(text);
    return phrases.some((phrase) => haystack.includes(phrase));
  };
}
