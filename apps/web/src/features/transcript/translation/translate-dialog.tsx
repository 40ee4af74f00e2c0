import { TRANSLATION_LANGUAGES, type TTranslationLanguage } from '@transcribe/contract';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import type { TranslationsState } from './use-translations';

interface Props {
  translations: TranslationsState;
  /** The transcript's own language (iso): not offered. */
  language: string;
  /** False: the server has no language model, and the dialog tells an administrator where to set one up. */
  canTranslate: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Translate…" from the viewer's More menu: a language and Translate. The dialog closes once the translation
 * has started; its progress shows under the toolbar.
 */
export function TranslateDialog({ translations, language, canTranslate, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const selectId = useId();
  const offered = TRANSLATION_LANGUAGES.filter((l) => l !== language);
  const [target, setTarget] = useState<TTranslationLanguage | undefined>(offered[0]);

  async function start(into: TTranslationLanguage) {
    try {
      await translations.start(into);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorText(error, 'translate.startFailed'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('translate.title')}>
      {canTranslate ? (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={selectId} className="flex flex-col gap-1 text-sm text-muted">
            {t('translate.into')}
            <select
              id={selectId}
              value={target}
              onChange={(event) => setTarget(event.target.value as TTranslationLanguage)}
              className="h-9 rounded-lg border border-border bg-elevated px-2 text-sm text-fg hover:bg-hover"
            >
              {offered.map((l) => (
                <option key={l} value={l}>
                  {t(`translate.languages.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <Button
            disabled={translations.busy || translations.running !== undefined || target === undefined}
            onClick={() => target && void start(target)}
          >
            <Languages size={14} aria-hidden />
            {t('translate.start')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('translate.needsModel')}</p>
      )}
    </Dialog>
  );
}
