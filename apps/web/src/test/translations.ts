import de from '../../public/locales/de/translation.json';
import en from '../../public/locales/en/translation.json';
import es from '../../public/locales/es/translation.json';
import fr from '../../public/locales/fr/translation.json';

/** The real translation files, for tests that render text or check the files themselves. */
export const TRANSLATIONS = { en, es, fr, de } as const;
