export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

// The spec's list of script-injection-like text: a language code containing any of these is discarded.
const INJECTION_PATTERNS: RegExp[] = [
  /<\s*\/?\s*script/i,
  /\bon[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /\beval\s*\(/i,
  /\balert\s*\(/i,
  /document\s*\.\s*cookie/i,
  /innerHTML/i,
  /outerHTML/i,
  /document\s*\.\s*write/i,
  /expression\s*\(/i,
  /<\s*iframe/i,
  /[<>"'`]/,
];

export function isSafeLanguageCode(code: string): boolean {
  return !INJECTION_PATTERNS.some((pattern) => pattern.test(code));
}

/**
 * Turns a detected code (cookie, local storage, html lang, environment) into a supported language:
 * unsafe codes are dropped, 'fr-CA' matches 'fr' on the prefix before the hyphen. '' means "not found",
 * so detection moves on to the next source.
 */
export function toSupportedLanguage(code: string | null | undefined): Language | '' {
  if (!code || !isSafeLanguageCode(code)) return '';
  const prefix = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(prefix) ? (prefix as Language) : '';
}
