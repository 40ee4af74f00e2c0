import { CircleCheck, CircleX, Copy, FileAudio, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { UploadEntry } from '@/features/files/hooks/use-upload-queue';
import { useErrorText } from '@/lib/error-text';
import { formatBytes, truncate } from '@/lib/format';

/**
 * Each chosen file: name (40 characters at most), size, its upload state, and a remove button. A file
 * the server already has part of (`resumes`: its percent by entry key) says it continues from there; one it
 * already has whole shows `duplicateNote` (what to do about it).
 */
export function UploadFileList({
  entries,
  resumes,
  busy,
  onRemove,
  duplicateNote,
}: {
  entries: UploadEntry[];
  resumes: ReadonlyMap<string, number>;
  busy: boolean;
  onRemove: (key: string) => void;
  duplicateNote: (entry: UploadEntry) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    // shrink-0: a scrolling list in the dialog's column would otherwise give way first (to a row and a half).
    <ul aria-label={t('upload.fileList')} className="flex max-h-56 shrink-0 flex-col gap-1 overflow-y-auto">
      {entries.map((entry) => (
        <li
          key={entry.key}
          className="flex items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm"
        >
          <FileAudio size={18} aria-hidden className="shrink-0 text-muted" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-fg" title={entry.file.name}>
              {truncate(entry.file.name, 40)}
            </p>
            <p className="text-xs text-muted">{formatBytes(entry.file.size)}</p>
            {/* The whole reason, wrapped: a cut one ("not a supporte...") says too little. */}
            {entry.status === 'failed' ? (
              <p className="text-xs break-words text-danger">
                {t('upload.errorPrefix')}
                {errorText(entry.error, 'upload.unknownError')}
              </p>
            ) : null}
            {entry.status === 'duplicate' ? duplicateNote(entry) : null}
            {entry.status === 'uploading' ? (
              <div
                role="progressbar"
                aria-label={t('upload.uploading', { name: entry.file.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={entry.percent}
                className="mt-1 h-1 overflow-hidden rounded-full bg-hover"
              >
                <div
                  className="h-full bg-accent transition-[width]"
                  style={{ width: `${Math.min(entry.percent, 100)}%` }}
                />
              </div>
            ) : null}
          </div>
          <UploadState entry={entry} resumesAt={resumes.get(entry.key)} />
          <button
            type="button"
            disabled={busy}
            aria-label={t('upload.remove', { name: entry.file.name })}
            onClick={() => onRemove(entry.key)}
            className="flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg disabled:opacity-50"
          >
            <X size={16} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

function UploadState({ entry, resumesAt }: { entry: UploadEntry; resumesAt: number | undefined }) {
  const { t } = useTranslation();
  if (entry.status === 'uploading')
    return (
      <span className="flex items-center gap-1 text-xs text-accent-text tabular-nums">
        <Spinner size={14} />
        {entry.percent}%
      </span>
    );
  if (entry.status === 'completed')
    return <CircleCheck size={18} className="text-emerald-600" aria-label={t('upload.done')} />;
  if (entry.status === 'duplicate')
    return <Copy size={18} className="text-muted" aria-label={t('upload.duplicate.state')} />;
  if (entry.status === 'failed')
    return <CircleX size={18} className="text-danger" aria-label={t('upload.failed')} />;
  return (
    <span className="text-xs text-muted">
      {resumesAt === undefined ? t('upload.pending') : t('upload.resumesAt', { percent: resumesAt })}
    </span>
  );
}
