/**
 * Languages with ids that never change, so ids stored in transcripts stay meaningful. Which of them are
 * offered depends on the engines configured (see catalogue.ts).
 */
export const LANGUAGES = [
  { id: 1, iso: 'en', name: 'English' },
  { id: 2, iso: 'es', name: 'Spanish' },
  { id: 3, iso: 'fr', name: 'French' },
  { id: 4, iso: 'de', name: 'German' },
  { id: 5, iso: 'it', name: 'Italian' },
  { id: 6, iso: 'pt', name: 'Portuguese' },
  { id: 7, iso: 'nl', name: 'Dutch' },
  { id: 8, iso: 'pl', name: 'Polish' },
  { id: 9, iso: 'sv', name: 'Swedish' },
  { id: 10, iso: 'da', name: 'Danish' },
  { id: 11, iso: 'no', name: 'Norwegian' },
  { id: 12, iso: 'fi', name: 'Finnish' },
  { id: 13, iso: 'cs', name: 'Czech' },
  { id: 14, iso: 'ro', name: 'Romanian' },
  { id: 15, iso: 'hu', name: 'Hungarian' },
  { id: 16, iso: 'el', name: 'Greek' },
  { id: 17, iso: 'tr', name: 'Turkish' },
  { id: 18, iso: 'ru', name: 'Russian' },
  { id: 19, iso: 'uk', name: 'Ukrainian' },
  { id: 20, iso: 'ar', name: 'Arabic' },
  { id: 21, iso: 'he', name: 'Hebrew' },
  { id: 22, iso: 'hi', name: 'Hindi' },
  { id: 23, iso: 'ja', name: 'Japanese' },
  { id: 24, iso: 'ko', name: 'Korean' },
  { id: 25, iso: 'zh', name: 'Chinese' },
  { id: 26, iso: 'ca', name: 'Catalan' },
] as const;

/**
 * "Detect language": offered where a model can tell the language itself. A transcript asked for so holds
 * this id until it completes, then the language found.
 */
export const DETECT_LANGUAGE = { id: 100, iso: 'auto', name: 'Detect language' } as const;

export type Language = (typeof LANGUAGES)[number] | typeof DETECT_LANGUAGE;

export const languageById = (id: number): Language | undefined =>
  id === DETECT_LANGUAGE.id ? DETECT_LANGUAGE : LANGUAGES.find((l) => l.id === id);

export const languageByIso = (iso: string): Language | undefined => LANGUAGES.find((l) => l.iso === iso);
