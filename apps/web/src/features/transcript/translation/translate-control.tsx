import { Columns2, Languages, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import type { TranslationsState } from './use-translations';

/**
 * Under the viewer's toolbar, once there is something to show: the running translation's progress from the
 * event stream and Cancel; a toggle per finished translation to show it side by side; failed ones and why.
 * A translation is started from the More menu (TranslateDialog).
 */
export function TranslateControl({ translations }: { translations: TranslationsState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { running } = translations;
  const name = (l: string) => t(`translate.languages.${l}`);
  const failed = translations.translations.filter((item) => item.status === 'failed');
  if (!running && translations.completed.length === 0 && failed.length === 0) return null;

  async function act(work: () => Promise<void>, failKey: string) {
    try {
      await work();
    } catch (error) {
      toast.error(errorText(error, failKey));
    }
  }

  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
      <legend className="sr-only">{t('translate.title')}</legend>
      {running ? (
        <>
          <div
            role="progressbar"
            aria-label={t('translate.progress', { language: name(running.language) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={running.progress}
            className="flex items-center gap-2 text-sm text-fg"
          >
            <Languages size={16} aria-hidden className="text-accent-text" />
            <span>{t('translate.progress', { language: name(running.language) })}</span>
            <span className="h-2 w-24 overflow-hidden rounded-full bg-hover">
              <span className="block h-full bg-accent" style={{ width: `${running.progress}%` }} />
            </span>
            <span className="tabular-nums">{running.progress}%</span>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={translations.busy}
            onClick={() => void act(() => translations.remove(running.language), 'translate.cancelFailed')}
          >
            {t('translate.cancel')}
          </Button>
        </>
      ) : null}
      {translations.completed.map((item) => (
        <span key={item.language} className="inline-flex items-center">
          <Button
            variant={translations.shown === item.language ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={translations.shown === item.language}
            title={item.outdated ? t('translate.outdated') : undefined}
            onClick={() =>
              translations.setShown(translations.shown === item.language ? undefined : item.language)
            }
          >
            <Columns2 size={14} aria-hidden />
            {t('translate.sideBySide', { language: name(item.language) })}
            {item.outdated ? <span className="text-xs">({t('translate.outdatedShort')})</span> : null}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('translate.remove', { language: name(item.language) })}
            disabled={translations.busy}
            onClick={() => void act(() => translations.remove(item.language), 'translate.removeFailed')}
          >
            <X size={14} aria-hidden />
          </Button>
        </span>
      ))}
      {failed.map((item) => (
        <p key={item.language} role="alert" className="text-sm text-danger">
          {t('translate.failed', { language: name(item.language) })}
          {item.error_message ? ` ${item.error_message}` : ''}
        </p>
      ))}
    </fieldset>
  );
}
