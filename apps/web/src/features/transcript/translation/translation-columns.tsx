import { useTranslation } from 'react-i18next';

/** The headings over a transcript shown side by side with its translation: Original | the language. */
export function TranslationColumns({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3 px-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
      <span className="w-16 shrink-0" aria-hidden />
      <span className="flex-1 basis-0">{t('translate.original')}</span>
      <span className="flex-1 basis-0 pl-3">{t(`translate.languages.${language}`)}</span>
    </div>
  );
}
