import { FileDown, FolderTree, Languages, UploadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { id: 'upload', Icon: UploadCloud },
  { id: 'languages', Icon: Languages },
  { id: 'folders', Icon: FolderTree },
  { id: 'export', Icon: FileDown },
] as const;

export function FeaturesGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
      <h2 id="features-title" className="sr-only">
        {t('landing.featuresTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ id, Icon }) => (
          <li key={id} className="flex flex-col gap-3 rounded-xl border border-border bg-elevated p-6">
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
              <Icon size={20} aria-hidden />
            </span>
            <h3 className="font-semibold text-fg">{t(`landing.features.${id}.title`)}</h3>
            <p className="text-sm leading-6 text-muted">{t(`landing.features.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
