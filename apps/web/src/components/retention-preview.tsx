import type { TRetentionPreview } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate } from '@/lib/format';

/** How many of the files due the preview names; the rest are counted. */
const NAMED = 5;

/** What the next housekeeping run removes under the saved rule: how many recordings, how much, which. */
export function RetentionPreview({ preview }: { preview: TRetentionPreview }) {
  const { t, i18n } = useTranslation();
  const count = preview.preview_file_count;
  let summary: string;
  if (preview.retention_days === null) summary = t('retention.preview.forever');
  else if (count === 0) summary = t('retention.preview.nothing', { count: preview.retention_days });
  else
    summary = t(preview.retention_scope === 'audio' ? 'retention.preview.audio' : 'retention.preview.all', {
      count,
      size: formatBytes(preview.preview_bytes),
    });
  const named = preview.preview_files.slice(0, NAMED);
  return (
    <section
      aria-label={t('retention.preview.title')}
      className="flex flex-col gap-2 rounded-lg bg-surface p-4"
    >
      <p className="text-sm font-medium text-fg">{summary}</p>
      {named.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-muted">
          {named.map((file) => (
            <li key={file.file_id} className="flex justify-between gap-3">
              <span className="truncate">{file.file_name}</span>
              <span className="shrink-0 tabular-nums">
                {formatDate(file.file_create_date, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {count > named.length ? (
        <p className="text-sm text-muted">{t('retention.preview.more', { count: count - named.length })}</p>
      ) : null}
      <p className="text-xs text-muted">{t('retention.preview.schedule')}</p>
    </section>
  );
}
