import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, toSupportedLanguage } from './languages';

/** The spec's detection order: cookie `i18next`, then local storage, then the html lang attribute. */
export const detectionOptions: DetectorOptions = {
  order: ['cookie', 'localStorage', 'htmlTag'],
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  caches: ['cookie', 'localStorage'],
  convertDetectedLanguage: (code: string) => toSupportedLanguage(code),
};

function defaultLanguage(): string {
  // A build-time default (VITE_DEFAULT_LANGUAGE) passes the same injection check as detected codes.
  return (
    toSupportedLanguage(import.meta.env.VITE_DEFAULT_LANGUAGE as string | undefined) || FALLBACK_LANGUAGE
  );
}

export const baseOptions: InitOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: defaultLanguage(),
  interpolation: { escapeValue: false },
  returnNull: false,
};

/** The app's i18next: translation files load over HTTP from /locales/{lng}/translation.json. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = toSupportedLanguage(language) || FALLBACK_LANGUAGE;
  });
  void instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      detection: detectionOptions,
      backend: {
        loadPath: '/locales/{{lng}}/translation.json',
        requestOptions: { credentials: 'same-origin' },
      },
    });
  return instance;
}
