import type { TImport } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { formatBytes } from '@/lib/format';

/**
 * "Or a link to a recording": the address the server imports from, and how its import stands: the bytes
 * downloaded, the file already in the library it turned out to be (with a link to it, or a second copy
 * kept), or why it failed.
 */
export function LinkField({
  url,
  onUrl,
  disabled,
  current,
  failure,
  onOpen,
  onKeepCopy,
}: {
  url: string;
  onUrl: (url: string) => void;
  disabled: boolean;
  current: TImport | null;
  failure: string | undefined;
  onOpen: () => void;
  /** Imports the recording found already in the library again, as a second copy. */
  onKeepCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <TextField
        label={t('upload.link.label')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        disabled={disabled}
        error={failure}
        onChange={(event) => onUrl(event.target.value)}
      />
      {current?.import_status === 'importing' ? (
        <p role="status" className="text-xs text-muted tabular-nums">
          {current.import_total_bytes
            ? t('upload.link.progress', {
                received: formatBytes(current.import_received_bytes),
                total: formatBytes(current.import_total_bytes),
              })
            : t('upload.link.starting')}
        </p>
      ) : null}
      {current?.audio_duplicate_of ? (
        <p role="status" className="text-xs text-fg">
          {t('upload.link.duplicate')}{' '}
          <Link
            to={`/dashboard/transcript/${current.audio_duplicate_of}`}
            onClick={onOpen}
            className="font-medium text-accent-text underline-offset-2 hover:underline"
          >
            {t('upload.duplicate.open')}
          </Link>{' '}
          <button
            type="button"
            disabled={disabled}
            onClick={onKeepCopy}
            className="font-medium text-accent-text underline-offset-2 hover:underline disabled:opacity-50"
          >
            {t('upload.duplicate.keep')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
