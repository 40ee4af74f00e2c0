import type { TTranslationLanguage } from '@transcribe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The finished translations' languages. */
  languages: TTranslationLanguage[];
  /** undefined: the original. */
  value: TTranslationLanguage | undefined;
  onChange: (language: TTranslationLanguage | undefined) => void;
}

/** Next to the export buttons: export the original, or one of the finished translations. */
export function ExportLanguageSelect({ languages, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-fg">
      <label htmlFor={id} className="shrink-0">
        {t('translate.exportIn')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as TTranslationLanguage | undefined)}
        className="h-8 min-w-0 flex-1 rounded-lg border border-border bg-elevated px-2 text-sm text-fg hover:bg-hover"
      >
        <option value="">{t('translate.original')}</option>
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`translate.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
