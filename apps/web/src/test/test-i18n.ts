import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions } from '@/lib/i18n';
import { TRANSLATIONS } from './translations';

/** An i18next with the real translation files loaded up front, so components render synchronously. */
export function createTestI18n(language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseOptions,
    lng: language,
    initAsync: false,
    resources: Object.fromEntries(
      Object.entries(TRANSLATIONS).map(([lng, translation]) => [lng, { translation }]),
    ),
  });
  return instance;
}
