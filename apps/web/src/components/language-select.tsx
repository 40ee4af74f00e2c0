import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, toSupportedLanguage } from '@/lib/languages';

/** Switches the interface language; the choice is remembered by the language detector's caches. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage) || 'en';
  return (
    <label className="relative flex items-center">
      <span className="sr-only">{t('common.language')}</span>
      <Languages size={16} aria-hidden className="pointer-events-none absolute left-2.5 text-muted" />
      <select
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="h-9 appearance-none rounded-lg border border-border bg-elevated pr-3 pl-8 text-sm text-fg hover:bg-hover"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
