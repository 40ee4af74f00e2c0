import type { TAdminModel } from '@transcribe/contract';
import { CircleStop, Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';
import { ModelStateBadge, ModelStateDetail } from './model-state';

interface Props {
  model: TAdminModel;
  busy: boolean;
  onInstall: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

/** The languages' names in the reader's language, in the catalogue's order. */
function languageNames(codes: string[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  return new Intl.ListFormat([locale], { type: 'conjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

/**
 * One catalogue model: title and name, its state (progress or failure), what it is for, size, licence and
 * the accuracy its makers publish (in English, as they do); Install, Cancel or Remove as its state allows.
 */
export function ModelItem({ model, busy, onInstall, onCancel, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const { name, state } = model;
  const installable = state === 'failed' || (state === 'not_installed' && !model.wanted);
  const cancellable = state === 'downloading' || (model.wanted && state !== 'installed');
  const languages = model.languages.filter((code) => code !== 'auto');
  const purpose =
    model.family === 'nemo-transducer'
      ? t('admin.models.transcribes', {
          count: languages.length,
          languages: languageNames(languages, i18n.language),
        })
      : t('admin.models.speakers');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-elevated p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-words text-fg">{model.title}</span>
          <span className="font-mono text-xs break-all text-muted">{name}</span>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <ModelStateBadge model={model} />
          {installable ? (
            <Button
              size="sm"
              disabled={busy}
              aria-label={t('admin.models.installNamed', { name })}
              onClick={onInstall}
            >
              <Download size={14} aria-hidden />
              {t('admin.models.install')}
            </Button>
          ) : null}
          {cancellable ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('admin.models.cancelNamed', { name })}
              onClick={onCancel}
            >
              <CircleStop size={14} aria-hidden />
              {t('admin.models.cancel')}
            </Button>
          ) : null}
          {state === 'installed' ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('admin.models.removeNamed', { name })}
              onClick={onRemove}
            >
              <Trash2 size={14} aria-hidden />
              {t('admin.models.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <ModelStateDetail model={model} />
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('admin.models.purpose')}</dt>
        <dd className="text-fg">{purpose}</dd>
        <dt className="text-muted">{t('admin.models.size')}</dt>
        <dd className="text-fg tabular-nums">{formatBytes(model.bytes)}</dd>
        <dt className="text-muted">{t('admin.models.licence')}</dt>
        <dd className="text-fg">{model.licence}</dd>
        <dt className="text-muted">{t('admin.models.published')}</dt>
        <dd lang="en" className="break-words text-fg">
          {model.published}
        </dd>
      </dl>
    </li>
  );
}
