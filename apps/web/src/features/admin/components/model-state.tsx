import type { TAdminModel } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBytes, formatDate } from '@/lib/format';

const BADGE_TONE: Record<TAdminModel['state'], string> = {
  installed: 'bg-accent-soft text-accent-text',
  downloading: 'bg-accent-soft text-accent-text',
  not_installed: 'bg-hover text-fg',
  failed: 'border border-danger/40 text-danger',
};

/** The state in a word (with the percent while downloading); 'waiting' when asked for but not begun. */
export function ModelStateBadge({ model }: { model: TAdminModel }) {
  const { t } = useTranslation();
  const text =
    model.state === 'downloading'
      ? t('admin.models.state.downloading', { percent: Math.floor(model.percent ?? 0) })
      : model.state === 'not_installed' && model.wanted
        ? t('admin.models.state.waiting')
        : t(`admin.models.state.${model.state}`);
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap',
        BADGE_TONE[model.state],
      )}
    >
      {text}
    </span>
  );
}

/** What goes with the state: a download's bar and bytes, or a failure's reason and next try. */
export function ModelStateDetail({ model }: { model: TAdminModel }) {
  const { t, i18n } = useTranslation();
  if (model.state === 'downloading') {
    const percent = model.percent ?? 0;
    const done = t('admin.models.bytesOf', {
      done: formatBytes(model.done_bytes ?? 0),
      total: formatBytes(model.bytes),
    });
    return (
      <div className="flex flex-col gap-1">
        <div
          role="progressbar"
          aria-label={t('admin.models.downloadingNamed', { name: model.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(percent)}
          aria-valuetext={`${Math.floor(percent)}% · ${done}`}
          className="h-1.5 overflow-hidden rounded-full bg-hover"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="text-xs text-muted tabular-nums">{done}</span>
      </div>
    );
  }
  if (model.state !== 'failed') return null;
  return (
    <div className="flex flex-col gap-0.5 border-l-2 border-danger py-1 pl-3 text-sm">
      <p className="break-words text-fg">
        <span className="font-medium text-danger">{t('admin.models.failedPrefix')}</span>{' '}
        {model.error ?? t('admin.models.unknownError')}
      </p>
      {model.next_try_at ? (
        <p className="text-muted">
          {t('admin.models.nextTry', { time: formatDate(model.next_try_at, i18n.language) })}
        </p>
      ) : null}
    </div>
  );
}
